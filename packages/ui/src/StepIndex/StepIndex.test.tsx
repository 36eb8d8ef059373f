import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { StepIndex } from './StepIndex';

const steps = [
  { number: '01', title: 'Discovery & Strategy', href: '#step-01' },
  { number: '02', title: 'Planning & Architecture', href: '#step-02' },
  { number: '03', title: 'Design & Prototyping', href: '#step-03' },
];

describe('StepIndex', () => {
  it('lists the steps in order, each a link named by its number and title', async () => {
    const { container } = render(
      <main>
        <StepIndex steps={steps} aria-label="The steps at a glance" />
      </main>,
    );
    const list = screen.getByRole('list', { name: 'The steps at a glance' });
    expect(list.tagName).toBe('OL');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '01Discovery & Strategy',
      '02Planning & Architecture',
      '03Design & Prototyping',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#step-01',
      '#step-02',
      '#step-03',
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });
});
