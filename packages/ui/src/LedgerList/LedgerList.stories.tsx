import type { Meta, StoryObj } from '@storybook/react-vite';
import { LedgerList } from './LedgerList';

const meta = {
  title: 'Content/LedgerList',
  component: LedgerList,
  tags: ['autodocs'],
  args: {
    rows: [
      {
        title: 'Precision',
        description:
          'We sweat the details others skip: the edge case, the loading state, the decimal place.',
      },
      {
        title: 'Excellence',
        description:
          'We hold our work to the standard we would want as clients, and keep raising it.',
      },
      {
        title: 'Integrity',
        description:
          'Honest estimates, transparent pricing and bad news delivered early. We recommend what is right for you.',
      },
      {
        title: 'Global Reach',
        description:
          'Rooted in Indiana and working across time zones, with the responsiveness of a local partner.',
      },
    ],
  },
} satisfies Meta<typeof LedgerList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Numbered rows: title beside its text from 768 px, stacked on phones. */
export const Numbered: Story = {};

export const Unnumbered: Story = { args: { numbered: false } };
