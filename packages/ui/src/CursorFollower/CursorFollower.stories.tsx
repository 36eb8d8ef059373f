import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { vars } from '../theme/contract.css';
import { CursorFollower } from './CursorFollower';

const meta = {
  title: 'Components/CursorFollower',
  component: CursorFollower,
  tags: ['autodocs'],
  parameters: { themePadding: false },
  render: (args) => (
    <div
      style={{
        minHeight: '60vh',
        padding: vars.space[8],
        display: 'grid',
        gap: vars.space[6],
        alignContent: 'start',
      }}
    >
      <CursorFollower {...args} />
      <p style={{ color: vars.color.textSecondary, maxWidth: 560 }}>
        Move the mouse over the canvas: a soft ring trails the pointer and grows over interactive
        elements. It appears only with a fine, hovering pointer and without reduced motion, and
        clicks pass straight through it.
      </p>
      <div style={{ display: 'flex', gap: vars.space[3], flexWrap: 'wrap' }}>
        <Button>Primary action</Button>
        <Button variant="secondary">Secondary action</Button>
      </div>
    </div>
  ),
} satisfies Meta<typeof CursorFollower>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default ring: 32 px, smoothing 0.2. */
export const Default: Story = {};

/** A larger, lazier ring. */
export const LargeAndSlow: Story = { args: { size: 56, smoothing: 0.08 } };
