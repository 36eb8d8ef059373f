import type { Meta, StoryObj } from '@storybook/react-vite';
import { TimeScale } from './TimeScale';

const meta = {
  title: 'Data/TimeScale',
  component: TimeScale,
  tags: ['autodocs'],
  args: {
    items: [
      { label: 'Logo design', value: '2–3 days' },
      { label: 'Landing pages', value: '1–2 weeks' },
      { label: 'Complex applications', value: '8–12 weeks' },
    ],
  },
} satisfies Meta<typeof TimeScale>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three typical durations along one axis (down the side on phones). */
export const Default: Story = {};
