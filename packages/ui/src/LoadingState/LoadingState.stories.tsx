import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingState } from './LoadingState';

const meta = {
  title: 'Feedback/LoadingState',
  component: LoadingState,
  tags: ['autodocs'],
  args: { label: 'Loading Services...', layout: 'block' },
  argTypes: { layout: { control: 'inline-radio', options: ['inline', 'block', 'page'] } },
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a lazy page shows while its code loads: 'Loading {page}...'. */
export const Page: Story = { args: { layout: 'page', label: 'Loading Pricing...' } };
export const Block: Story = {};
export const Inline: Story = { args: { layout: 'inline', label: 'Loading testimonials...' } };
