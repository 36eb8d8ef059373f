import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Name', name: 'name', required: true, autoComplete: 'name' },
  argTypes: { type: { control: 'inline-radio', options: ['text', 'email', 'tel', 'url'] } },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <TextField {...args} />
    </div>
  ),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Email: Story = {
  args: { label: 'Email', name: 'email', type: 'email', autoComplete: 'email' },
};
export const Optional: Story = { args: { label: 'Company', name: 'company', required: false } };
export const WithHint: Story = { args: { hint: 'How should we address you?' } };
export const NameRequiredError: Story = { args: { error: 'Name is required' } };
export const NameTooShortError: Story = {
  args: { defaultValue: 'A', error: 'Name must be at least 2 characters' },
};
export const EmailRequiredError: Story = {
  args: { label: 'Email', name: 'email', type: 'email', error: 'Email is required' },
};
export const EmailInvalidError: Story = {
  args: {
    label: 'Email',
    name: 'email',
    type: 'email',
    defaultValue: 'ada@example',
    error: 'Please enter a valid email address',
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Ada Lovelace' } };
