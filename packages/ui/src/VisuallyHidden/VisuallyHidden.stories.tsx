import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { children: 'Announced to screen readers only' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text is present in the accessibility tree but takes no space on screen. */
export const Default: Story = {
  render: (args) => (
    <p>
      Visible text. <VisuallyHidden {...args} />
      (Inspect the accessibility tree to read the hidden part.)
    </p>
  ),
};

/** Typical use: giving an icon-only control its accessible name. */
export const InsideIconButton: Story = {
  render: () => (
    <button type="button" style={{ minWidth: 44, minHeight: 44, fontSize: 24 }}>
      <span aria-hidden="true">×</span>
      <VisuallyHidden>Close</VisuallyHidden>
    </button>
  ),
};
