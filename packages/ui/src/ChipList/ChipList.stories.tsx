import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChipList } from './ChipList';

const meta = {
  title: 'Data/ChipList',
  component: ChipList,
  tags: ['autodocs'],
  args: {
    items: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'AWS'],
    'aria-label': 'Technologies',
  },
} satisfies Meta<typeof ChipList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Technologies: Story = {};
/** Wraps onto further rows in a narrow column. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ maxWidth: 220 }}>
      <ChipList {...args} />
    </div>
  ),
};
