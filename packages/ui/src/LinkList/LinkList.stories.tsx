import type { Meta, StoryObj } from '@storybook/react-vite';
import { LinkList } from './LinkList';

const meta = {
  title: 'Admin/LinkList',
  component: LinkList,
  tags: ['autodocs'],
  args: {
    items: [
      { href: '#handled', label: '12 in “Handled”' },
      { href: '#spam', label: '1 in “Spam”' },
      { href: '#all', label: '1000+ in “All”' },
    ],
  },
} satisfies Meta<typeof LinkList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OtherViews: Story = {};
