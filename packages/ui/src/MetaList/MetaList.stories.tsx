import type { Meta, StoryObj } from '@storybook/react-vite';
import { MetaList } from './MetaList';

const meta = {
  title: 'Admin/MetaList',
  component: MetaList,
  tags: ['autodocs'],
  args: {
    items: [
      { term: 'E-mail', detail: <a href="mailto:ada@example.com">ada@example.com</a> },
      { term: 'Received', detail: 'Nov 24, 2026, 7:18 AM (5 minutes ago)' },
      { term: 'Source', detail: 'website' },
      {
        term: 'User agent',
        detail:
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      },
    ],
  },
} satisfies Meta<typeof MetaList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
