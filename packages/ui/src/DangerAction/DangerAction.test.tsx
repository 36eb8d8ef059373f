import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../test/axe';
import { DangerAction } from './DangerAction';

describe('DangerAction', () => {
  it('is a button that starts the action when pressed', async () => {
    const onClick = vi.fn();
    const { container } = render(<DangerAction label="Delete…" onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete…' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('cannot be pressed while disabled', async () => {
    const onClick = vi.fn();
    render(<DangerAction label="Delete…" onClick={onClick} disabled />);
    const button = screen.getByRole('button', { name: 'Delete…' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
