import type { Meta, StoryObj } from '@storybook/react-vite';
import { DangerAction } from './DangerAction';

const meta = {
  title: 'Admin/DangerAction',
  component: DangerAction,
  tags: ['autodocs'],
  args: { label: 'Delete…', onClick: () => undefined },
} satisfies Meta<typeof DangerAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Disabled: Story = { args: { disabled: true } };
