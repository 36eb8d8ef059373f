import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge';
import { MessageRow } from './MessageRow';

const meta = {
  title: 'Admin/MessageRow',
  component: MessageRow,
  tags: ['autodocs'],
  args: {
    href: '#',
    title: 'Ada Lovelace',
    meta: <time dateTime="2026-11-24T07:18:00Z">5 minutes ago</time>,
    subtitle: 'ada@example.com',
    excerpt: 'We need a new website for our analytics product.',
    badge: <Badge tone="accent">New</Badge>,
  },
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', maxWidth: '28rem' }}>
        <li>
          <Story />
        </li>
      </ul>
    ),
  ],
} satisfies Meta<typeof MessageRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Read: Story = {};
export const Unread: Story = { args: { unread: true } };
export const Current: Story = { args: { current: true } };
export const LongValues: Story = {
  args: {
    title: 'Grace Hopper with a rather long name that should be cut',
    subtitle: 'grace.hopper.with.a.long.mailbox@very-long-domain-name.example.org',
    excerpt: 'A long message with a long URL https://example.com/a/very/long/path/that/must/wrap',
  },
};
export const WithOwner: Story = { args: { aside: 'Owner: ana' } };
