import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckList } from './CheckList';

const meta = {
  title: 'Data/CheckList',
  component: CheckList,
  tags: ['autodocs'],
  args: {
    items: [
      'A discovery workshop with your team',
      'Wireframes and a clickable prototype',
      'A design system in code',
      'Launch support and a handover',
    ],
    'aria-label': 'Deliverables',
  },
} satisfies Meta<typeof CheckList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Smaller text and tighter rows, inside a card. */
export const Compact: Story = { args: { size: 'compact' } };
/** Two columns from 768 px. */
export const TwoColumns: Story = { args: { columns: 2, size: 'compact' } };
