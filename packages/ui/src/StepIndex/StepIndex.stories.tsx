import type { Meta, StoryObj } from '@storybook/react-vite';
import { StepIndex } from './StepIndex';

const titles = [
  'Discovery & Strategy',
  'Planning & Architecture',
  'Design & Prototyping',
  'Development & Implementation',
  'Testing & Quality Assurance',
  'Launch & Ongoing Support',
];

const meta = {
  title: 'Navigation/StepIndex',
  component: StepIndex,
  tags: ['autodocs'],
  args: {
    'aria-label': 'The six steps at a glance',
    steps: titles.map((title, index) => {
      const number = String(index + 1).padStart(2, '0');
      return { number, title, href: `#step-${number}` };
    }),
  },
} satisfies Meta<typeof StepIndex>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six across from 1024 px, three from 768 px, two on phones. */
export const SixSteps: Story = {};
