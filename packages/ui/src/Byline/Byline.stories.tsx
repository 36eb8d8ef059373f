import type { Meta, StoryObj } from '@storybook/react-vite';
import { Byline } from './Byline';

const meta = {
  title: 'Content/Byline',
  component: Byline,
  tags: ['autodocs'],
  args: {
    label: 'Team lead',
    name: 'Mei Tanaka',
    position: 'VP of Engineering',
    note: 'Builds the teams and platforms behind every product we ship, from the first commit to the on-call rota.',
  },
} satisfies Meta<typeof Byline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NameAndRole: Story = { args: { label: undefined, note: undefined } };
