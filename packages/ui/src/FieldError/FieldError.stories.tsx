import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldError } from './FieldError';

const meta = {
  title: 'Forms/FieldError',
  component: FieldError,
  tags: ['autodocs'],
  args: { id: 'email-error', children: 'Please enter a valid email address' },
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongMessage: Story = {
  args: { children: 'Message contains characters that are not allowed' },
};
