import type { Meta, StoryObj } from '@storybook/react-vite';
import { StepNumber } from './StepNumber';

const meta = {
  title: 'Typography/StepNumber',
  component: StepNumber,
  tags: ['autodocs'],
  args: { value: 1, size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof StepNumber>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const Small: Story = { args: { size: 'sm', value: 4 } };
export const Large: Story = { args: { size: 'lg', value: '06' } };
