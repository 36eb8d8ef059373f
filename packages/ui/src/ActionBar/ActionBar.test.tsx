import { render, screen, within } from '@testing-library/react';
import { Button } from '../Button/Button';
import { axeViolations } from '../test/axe';
import { ActionBar } from './ActionBar';

describe('ActionBar', () => {
  it('groups the actions under its label, the main one first', async () => {
    const { container } = render(
      <ActionBar label="Actions">
        <Button>Reply by e-mail</Button>
        <Button variant="secondary">Mark handled</Button>
        <Button variant="secondary">Mark as spam</Button>
      </ActionBar>,
    );
    const group = screen.getByRole('group', { name: 'Actions' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reply by e-mail', 'Mark handled', 'Mark as spam']);
    expect(await axeViolations(container)).toEqual([]);
  });
});
