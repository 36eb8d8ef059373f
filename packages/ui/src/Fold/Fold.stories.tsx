import type { Meta, StoryObj } from '@storybook/react-vite';
import { Fold } from './Fold';

const meta = {
  title: 'Components/Fold',
  component: Fold,
  args: {
    summary: '4 prices from $800',
    children: (
      <ul>
        <li>Logo design — $800</li>
        <li>UX/UI design — $1,500</li>
        <li>Brand identity — $2,500</li>
        <li>Website redesign — $3,200</li>
      </ul>
    ),
  },
} satisfies Meta<typeof Fold>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Folded below `lg` (resize the canvas); open, with no toggle, from `lg`. */
export const Default: Story = {};

/** Opened by the visitor on a narrow screen. */
export const Open: Story = { args: { defaultOpen: true } };
