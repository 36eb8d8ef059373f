import type { Meta, StoryObj } from '@storybook/react-vite';
import { SelectField } from './SelectField';

const meta = {
  title: 'Admin/SelectField',
  component: SelectField,
  tags: ['autodocs'],
  args: {
    label: 'Owner',
    name: 'owner',
    options: [
      { value: '', label: 'Nobody' },
      { value: 'ana', label: 'ana@agency.example' },
      { value: 'ben', label: 'ben@agency.example' },
    ],
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Chosen: Story = { args: { defaultValue: 'ben' } };
export const WithHint: Story = { args: { hint: 'They see it under “Mine”.' } };
