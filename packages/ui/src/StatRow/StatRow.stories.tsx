import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatRow } from './StatRow';

const meta = {
  title: 'Data/StatRow',
  component: StatRow,
  tags: ['autodocs'],
  args: {
    stats: [
      { value: '500+', label: 'Satisfied clients' },
      { value: '98%', label: 'On-time delivery' },
      { value: 'Same-Day', label: 'Response time' },
      { value: '24-48h', label: 'Proposal turnaround' },
    ],
  },
} satisfies Meta<typeof StatRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four in a row from 1024 px, 2 × 2 below. */
export const Default: Story = {};
export const WithDescriptions: Story = {
  args: {
    stats: [
      { value: 'Same-Day', label: 'Reply', description: 'On business days' },
      { value: '24-48h', label: 'Proposal', description: 'After the first call' },
    ],
  },
};
/** Smaller figures and padding, for promises that each say what they cover. */
export const Compact: Story = { args: { ...WithDescriptions.args, size: 'compact' } };
/** Two columns on wide screens too, for a row set in a narrow column beside a form. */
export const TwoByTwo: Story = { args: { ...Compact.args, wideColumns: 2 } };
