import type { Meta, StoryObj } from '@storybook/react-vite';
import { HoneypotField } from './HoneypotField';

const meta = {
  title: 'Forms/HoneypotField',
  component: HoneypotField,
  tags: ['autodocs'],
  args: { name: 'website' },
  render: (args) => (
    <form aria-label="Demo" onSubmit={(e) => e.preventDefault()}>
      <p>The honeypot field is in this form, off-screen and out of the tab order.</p>
      <HoneypotField {...args} />
    </form>
  ),
} satisfies Meta<typeof HoneypotField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
