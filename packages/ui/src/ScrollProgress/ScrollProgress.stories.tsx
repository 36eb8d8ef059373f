import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../theme/contract.css';
import { ScrollProgress } from './ScrollProgress';

const meta = {
  title: 'Components/ScrollProgress',
  component: ScrollProgress,
  tags: ['autodocs'],
  parameters: { themePadding: false },
} satisfies Meta<typeof ScrollProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scroll the canvas: the bar at the very top fills from left to right. */
export const Default: Story = {
  render: (args) => (
    <>
      <ScrollProgress {...args} />
      <div style={{ padding: vars.space[8], maxWidth: 640, display: 'grid', gap: vars.space[6] }}>
        {Array.from({ length: 24 }, (_, i) => (
          <p key={i} style={{ color: vars.color.textSecondary }}>
            Section {i + 1}. Scroll down to watch the progress bar at the top of the viewport track
            the position in the page. It is decorative and hidden from assistive technology.
          </p>
        ))}
      </div>
    </>
  ),
};
