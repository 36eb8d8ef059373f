import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Message', name: 'message', required: true, rows: 4 },
  render: (args) => (
    <div style={{ maxWidth: 520 }}>
      <TextArea {...args} />
    </div>
  ),
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const MessageRequiredError: Story = { args: { error: 'Message is required' } };
export const MessageTooShortError: Story = {
  args: { defaultValue: 'Hi there', error: 'Message must be at least 10 characters' },
};
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Sending this message...' },
};
export const TallerWithHint: Story = {
  args: { rows: 8, hint: 'Tell us about your project and timeline.' },
};
