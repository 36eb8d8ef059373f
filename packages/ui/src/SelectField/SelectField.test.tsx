import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../test/axe';
import { SelectField } from './SelectField';

const OPTIONS = [
  { value: '', label: 'Nobody' },
  { value: 'ana', label: 'ana@agency.example' },
];

describe('SelectField', () => {
  it('is a labelled list of choices that the keyboard can change', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <SelectField label="Owner" name="owner" options={OPTIONS} hint="Who answers it" />,
    );
    const select = screen.getByRole('combobox', { name: 'Owner' });
    expect(select).toHaveAccessibleDescription('Who answers it');
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'ana@agency.example');
    expect(select).toHaveValue('ana');
    expect(await axeViolations(container)).toEqual([]);
  });
});
