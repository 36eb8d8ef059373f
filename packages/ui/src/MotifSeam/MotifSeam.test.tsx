import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { lightTheme } from '../theme/themes.css';
import { MotifSeam } from './MotifSeam';

describe('MotifSeam', () => {
  it('adds nothing a screen reader or a keyboard meets between two bands', async () => {
    const { container } = render(
      <main>
        <section aria-label="Dark band">
          <p>Above</p>
        </section>
        <MotifSeam />
        <section aria-label="Light band">
          <p>Below</p>
        </section>
      </main>,
    );
    const seam = screen.getByText('Above').parentElement!.nextElementSibling!;
    expect(seam).toHaveAttribute('aria-hidden', 'true');
    expect(seam.textContent).toBe('');
    expect(seam.querySelectorAll('a, button, [tabindex]')).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('draws one lens across the edge, each half in the theme of the band it lies over', () => {
    const { container } = render(
      <>
        <MotifSeam />
        <MotifSeam edge="light-to-dark" />
      </>,
    );
    const [down, up] = [...container.children] as HTMLElement[];
    const themed = (seam: HTMLElement) =>
      [...seam.children].map((half) => half.classList.contains(lightTheme));
    // Two halves of the same drawing.
    expect(down!.querySelectorAll('svg')).toHaveLength(2);
    expect(themed(down!)).toEqual([false, true]);
    expect(themed(up!)).toEqual([true, false]);
  });
});
