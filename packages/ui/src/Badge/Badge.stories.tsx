import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';

const meta = {
  title: 'Data/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'New', tone: 'accent' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['neutral', 'accent', 'success', 'warning', 'danger'],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};
export const Handled: Story = { args: { tone: 'success', children: 'Handled' } };
export const Spam: Story = { args: { tone: 'neutral', children: 'Spam' } };
export const DeliveryFailed: Story = { args: { tone: 'danger', children: 'Delivery failed' } };
