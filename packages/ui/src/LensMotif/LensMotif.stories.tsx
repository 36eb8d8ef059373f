import type { Meta, StoryObj } from '@storybook/react-vite';
import { LensMotif } from './LensMotif';

const meta = {
  title: 'Brand/LensMotif',
  component: LensMotif,
  tags: ['autodocs'],
  args: { proportion: 'wide', spark: true, style: { width: '100%' } },
} satisfies Meta<typeof LensMotif>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The long beam: bands and the seams between sections. */
export const Wide: Story = {};

/** A stronger lens in a squarer box: the home hero. */
export const Compact: Story = {
  args: { proportion: 'compact', style: { width: 'min(100%, 40rem)' } },
};

/** The light and the lens alone. */
export const WithoutSpark: Story = { args: { spark: false } };
