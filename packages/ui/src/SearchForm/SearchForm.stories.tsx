import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchForm } from './SearchForm';

const meta = {
  title: 'Admin/SearchForm',
  component: SearchForm,
  tags: ['autodocs'],
  args: {
    label: 'Search submissions',
    placeholder: 'Name, e-mail or message',
    submitLabel: 'Search',
    onSearch: () => undefined,
  },
} satisfies Meta<typeof SearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithSearch: Story = { args: { defaultValue: 'ada@example.com' } };
