import type { Meta, StoryObj } from '@storybook/react-vite';
import { Panel } from '../Panel/Panel';
import { ToolPage } from './ToolPage';

const meta = {
  title: 'Admin/ToolPage',
  component: ToolPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    children: [
      <h1 key="h">Submissions Inbox</h1>,
      <Panel key="p">The screen&apos;s content.</Panel>,
    ],
  },
  argTypes: { width: { control: 'inline-radio', options: ['narrow', 'wide'] } },
} satisfies Meta<typeof ToolPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {};
export const Narrow: Story = { args: { width: 'narrow' } };
