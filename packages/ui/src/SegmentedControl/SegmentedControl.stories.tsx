import type { Meta, StoryObj } from '@storybook/react-vite';
import { SegmentedControl } from './SegmentedControl';

const meta = {
  title: 'Navigation/SegmentedControl',
  component: SegmentedControl,
  tags: ['autodocs'],
  args: {
    label: 'Views',
    value: 'new',
    items: [
      { value: 'new', label: 'New', href: '#new', count: 3 },
      { value: 'handled', label: 'Handled', href: '#handled', count: 12 },
      { value: 'spam', label: 'Spam', href: '#spam', count: 1 },
      { value: 'failed', label: 'Delivery failed', href: '#failed', count: 0 },
      { value: 'all', label: 'All', href: '#all', count: 16 },
    ],
  },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InboxViews: Story = {};
export const Narrow: Story = {
  render: (args) => (
    <div style={{ maxWidth: 340 }}>
      <SegmentedControl {...args} />
    </div>
  ),
};
