import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { IconBadge } from './IconBadge';

describe('IconBadge', () => {
  it('shows its icon as decoration only: assistive technology reads the heading beside it, not the icon', async () => {
    const { container } = render(
      <article aria-labelledby="team">
        <IconBadge>
          <svg role="img" aria-label="Gear">
            <circle cx="5" cy="5" r="4" />
          </svg>
        </IconBadge>
        <h3 id="team">Engineering</h3>
      </article>,
    );
    expect(screen.getByRole('article', { name: 'Engineering' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { hidden: true })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
