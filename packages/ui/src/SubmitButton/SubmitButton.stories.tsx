import type { Meta, StoryObj } from '@storybook/react-vite';
import { SubmitButton } from './SubmitButton';

const meta = {
  title: 'Forms/SubmitButton',
  component: SubmitButton,
  tags: ['autodocs'],
  args: { children: 'Send Message', loading: false, loadingLabel: 'Sending...' },
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Loading: Story = { args: { loading: true } };
export const LoadingFullWidth: Story = { args: { loading: true, fullWidth: true, size: 'lg' } };
