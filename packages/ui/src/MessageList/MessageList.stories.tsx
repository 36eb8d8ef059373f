import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { MessageRow } from '../MessageRow/MessageRow';
import { MessageList } from './MessageList';

const people = ['Ada Lovelace', 'Alan Turing', 'Grace Hopper'];

const meta = {
  title: 'Admin/MessageList',
  component: MessageList,
  tags: ['autodocs'],
  args: {
    children: people.map((name, index) => (
      <MessageRow
        key={name}
        href="#"
        title={name}
        meta={`${index + 2} minutes ago`}
        subtitle={`${name.split(' ')[0]?.toLowerCase()}@example.com`}
        excerpt="We need a new website for our analytics product."
        badge={<Badge tone="accent">New</Badge>}
        unread={index === 0}
      />
    )),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithLoadMore: Story = {
  args: { footer: <Button variant="secondary">Load more</Button> },
};
