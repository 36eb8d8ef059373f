import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { axeViolations } from '../test/axe';
import { Fold } from './Fold';

describe('Fold', () => {
  it('starts folded: a toggle named by its summary, the content out of view', async () => {
    const { container } = render(
      <Fold summary="6 prices from $500">
        <p>Logo design</p>
      </Fold>,
    );
    const details = container.querySelector('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(screen.getByText('6 prices from $500').closest('summary')).toBeInTheDocument();
    expect(screen.getByText('Logo design')).not.toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens and closes with its toggle', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Fold summary="6 prices from $500">
        <p>Logo design</p>
      </Fold>,
    );
    const summary = screen.getByText('6 prices from $500');
    await user.click(summary);
    expect(container.querySelector('details')).toHaveAttribute('open');
    expect(screen.getByText('Logo design')).toBeVisible();
    await user.click(summary);
    expect(container.querySelector('details')).not.toHaveAttribute('open');
  });

  it('is plain HTML before any script runs', () => {
    const html = renderToString(
      <Fold summary="Prices" id="design">
        <p>Logo design</p>
      </Fold>,
    );
    expect(html).toMatch(/^<details[^>]* id="design"[^>]*><summary[^>]*><span>Prices<\/span>/);
    expect(html).toContain('<p>Logo design</p>');
  });
});
