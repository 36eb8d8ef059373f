import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Admin/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { children: 'No submissions in this view.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = {
  args: {
    as: 'div',
    children: [
      <span key="text">The list could not be loaded.</span>,
      <button key="retry" type="button">
        Try again
      </button>,
    ],
  },
};
