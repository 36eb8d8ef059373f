import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageBody } from './MessageBody';

const meta = {
  title: 'Admin/MessageBody',
  component: MessageBody,
  tags: ['autodocs'],
  args: {
    children:
      'Hello,\n\nWe need a new website for our analytics product.\nSee https://example.com/a/very/long/path/that/must/wrap/on/a/phone\n\nThanks, Ada',
  },
} satisfies Meta<typeof MessageBody>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithTitle: Story = { args: { title: 'Message' } };
