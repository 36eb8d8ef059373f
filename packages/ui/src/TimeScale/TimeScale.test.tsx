import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { TimeScale } from './TimeScale';

const items = [
  { label: 'Logo design', value: '2–3 days' },
  { label: 'Landing pages', value: '1–2 weeks' },
  { label: 'Complex applications', value: '8–12 weeks' },
];

describe('TimeScale', () => {
  it('pairs each thing with how long it takes, in the order given', async () => {
    const { container } = render(
      <main>
        <TimeScale items={items} />
      </main>,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const details = screen.getAllByRole('definition').map((detail) => detail.textContent);
    expect(terms).toEqual(['Logo design', 'Landing pages', 'Complex applications']);
    expect(details).toEqual(['2–3 days', '1–2 weeks', '8–12 weeks']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps a duration on one line', () => {
    render(<TimeScale items={items} />);
    expect(getComputedStyle(screen.getByText('8–12 weeks')).whiteSpace).toBe('nowrap');
  });
});
