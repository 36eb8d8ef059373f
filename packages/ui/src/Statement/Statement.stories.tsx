import type { Meta, StoryObj } from '@storybook/react-vite';
import { Statement } from './Statement';

const meta = {
  title: 'Content/Statement',
  component: Statement,
  tags: ['autodocs'],
  args: {
    heading: 'Our Mission',
    children:
      'To give every client the strategic clarity, craft and engineering discipline they need to turn ideas into products people love to use, delivered on time and built to last.',
  },
  argTypes: { size: { control: 'inline-radio', options: ['display', 'lead'] } },
} satisfies Meta<typeof Statement>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's moment of scale. */
export const Display: Story = {};

/** A quieter companion beside or under a display statement. */
export const Lead: Story = {
  args: {
    heading: 'Our Vision',
    size: 'lead',
    children:
      'A world where exceptional design and dependable technology are within reach of every ambitious business, not only the largest ones.',
  },
};
