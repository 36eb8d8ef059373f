import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    open: false,
    tone: 'danger',
    title: 'Delete this submission?',
    children:
      'The message from Ada Lovelace (ada@example.com) will be erased from the database. This cannot be undone.',
    confirmLabel: 'Delete submission',
    onConfirm: () => undefined,
    onCancel: () => undefined,
  },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Delete…
        </Button>
        <ConfirmDialog
          {...args}
          open={open}
          onConfirm={() => setOpen(false)}
          onCancel={() => setOpen(false)}
        />
      </>
    );
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {};
export const Neutral: Story = {
  args: {
    tone: 'default',
    title: 'Sign out?',
    children: 'You will need your password to sign in again.',
    confirmLabel: 'Sign out',
  },
};
