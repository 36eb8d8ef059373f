import type { Meta, StoryObj } from '@storybook/react-vite';
import { LinkTile } from './LinkTile';

const meta = {
  title: 'Navigation/LinkTile',
  component: LinkTile,
  tags: ['autodocs'],
  args: { href: '#', children: 'Pricing' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LinkTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongName: Story = { args: { children: 'Strategic Advisory' } };
