import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Stack } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: { gap: 4, direction: 'column' },
  argTypes: {
    gap: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16] },
    direction: { control: 'inline-radio', options: ['column', 'row'] },
  },
  render: (args) => (
    <Stack {...args}>
      <Card>One</Card>
      <Card>Two</Card>
      <Card>Three</Card>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {};
export const Row: Story = {
  args: { direction: 'row', gap: 3 },
  render: (args) => (
    <Stack {...args}>
      <Button>Start a Project</Button>
      <Button variant="secondary">View pricing</Button>
      <Button variant="ghost">Our process</Button>
    </Stack>
  ),
};
