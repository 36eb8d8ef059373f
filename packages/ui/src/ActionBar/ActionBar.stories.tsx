import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { ActionBar } from './ActionBar';

const meta = {
  title: 'Admin/ActionBar',
  component: ActionBar,
  tags: ['autodocs'],
  args: {
    label: 'Actions',
    children: (
      <>
        <Button>Reply by e-mail</Button>
        <Button variant="secondary">Mark handled</Button>
        <Button variant="secondary">Mark as spam</Button>
      </>
    ),
  },
} satisfies Meta<typeof ActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeActions: Story = {};
