import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../test/axe';
import { ConfirmDialog } from './ConfirmDialog';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <ConfirmDialog
        open={open}
        tone="danger"
        title="Delete this submission?"
        confirmLabel="Delete for good"
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      >
        The message from Ada Lovelace will be erased.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('names what will happen, focuses Cancel for a destructive action and confirms on request', async () => {
    const user = userEvent.setup();
    let confirmed = 0;
    const { container } = render(<Harness onConfirm={() => (confirmed += 1)} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this submission?' });
    expect(dialog).toHaveAccessibleDescription('The message from Ada Lovelace will be erased.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(confirmed).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('does nothing on Cancel', async () => {
    const user = userEvent.setup();
    let confirmed = 0;
    render(<Harness onConfirm={() => (confirmed += 1)} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirmed).toBe(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
