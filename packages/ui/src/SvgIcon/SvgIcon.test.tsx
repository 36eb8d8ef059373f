import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { SvgIcon } from './SvgIcon';

describe('SvgIcon', () => {
  it('stays out of the accessible name of the control that holds it', async () => {
    const { container } = render(
      <button type="button">
        <SvgIcon>
          <path d="m6 9 6 6 6-6" />
        </SvgIcon>
        Show more
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('scales with the font size unless a size is given', () => {
    const { container } = render(
      <>
        <SvgIcon />
        <SvgIcon width="20" height="20" />
      </>,
    );
    const [scaled, fixed] = container.querySelectorAll('svg');
    expect(scaled).toHaveAttribute('width', '1em');
    expect(fixed).toHaveAttribute('width', '20');
    expect(fixed).toHaveAttribute('height', '20');
  });
});
