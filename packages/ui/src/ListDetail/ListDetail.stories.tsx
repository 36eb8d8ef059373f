import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge';
import { MessageBody } from '../MessageBody/MessageBody';
import { MessageRow } from '../MessageRow/MessageRow';
import { ListDetail, ListDetailBack } from './ListDetail';

const rows = (
  <ul style={{ listStyle: 'none' }}>
    {['Ada Lovelace', 'Alan Turing'].map((name, index) => (
      <li key={name}>
        <MessageRow
          href="#"
          title={name}
          meta="5 minutes ago"
          subtitle={`${name.split(' ')[0]?.toLowerCase()}@example.com`}
          excerpt="We need a new website for our analytics product."
          badge={<Badge tone="accent">New</Badge>}
          current={index === 0}
        />
      </li>
    ))}
  </ul>
);

const meta = {
  title: 'Admin/ListDetail',
  component: ListDetail,
  tags: ['autodocs'],
  args: {
    list: rows,
    detail: null,
    placeholder: 'Pick a submission to read it.',
    listLabel: 'Submissions',
    detailLabel: 'Message',
  },
} satisfies Meta<typeof ListDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingOpen: Story = {};
export const ItemOpen: Story = {
  args: {
    detail: (
      <article>
        <ListDetailBack href="#">← Back to inbox</ListDetailBack>
        <MessageBody>{'Hello,\nWe need a new website.\nThanks, Ada'}</MessageBody>
      </article>
    ),
  },
};
