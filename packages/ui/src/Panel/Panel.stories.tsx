import type { Meta, StoryObj } from '@storybook/react-vite';
import { Panel } from './Panel';

const meta = {
  title: 'Admin/Panel',
  component: Panel,
  tags: ['autodocs'],
  args: {
    children: 'A flat surface for a staff tool: a sign-in card, a list pane, a detail pane.',
  },
  argTypes: { padding: { control: 'inline-radio', options: ['none', 'md', 'lg'] } },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Column: Story = {
  args: {
    gap: 4,
    children: [<strong key="a">Sign in</strong>, <span key="b">E-mail and password</span>],
  },
};
export const Titled: Story = {
  args: { title: 'Staff sign-in', gap: 4, children: 'E-mail and password of a staff account.' },
};
export const Flush: Story = { args: { padding: 'none' } };
