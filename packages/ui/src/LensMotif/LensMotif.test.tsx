import { render } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { LensMotif, lensFocus, lensRatio } from './LensMotif';

describe('LensMotif', () => {
  it('is decoration: out of the accessibility tree, never focusable', async () => {
    const { container } = render(
      <main>
        <LensMotif />
      </main>,
    );
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('holds the drawing’s proportions before it paints, wide or compact', () => {
    const { container } = render(
      <>
        <LensMotif />
        <LensMotif proportion="compact" />
      </>,
    );
    const [wide, compact] = [...container.querySelectorAll('svg')];
    const [, , width, height] = wide!.getAttribute('viewBox')!.split(' ').map(Number);
    expect(lensRatio('wide')).toBeCloseTo(width! / height!, 3);
    const ratio = (svg: SVGSVGElement) => parseFloat(svg.style.aspectRatio);
    expect(ratio(wide!)).toBeCloseTo(lensRatio('wide'), 3);
    expect(ratio(compact!)).toBeCloseTo(lensRatio('compact'), 3);
    // The compact lens stands in a squarer box, its light meeting further along it.
    expect(lensRatio('compact')).toBeLessThan(lensRatio('wide'));
    expect(lensFocus('wide').y).toBe(0.5);
  });

  it('draws the spark unless told not to, and gives each drawing its own gradients', () => {
    const { container } = render(
      <>
        <LensMotif />
        <LensMotif spark={false} />
      </>,
    );
    const [withSpark, without] = [...container.querySelectorAll('svg')];
    expect(withSpark!.querySelectorAll('circle').length).toBeGreaterThan(0);
    expect(without!.querySelectorAll('circle')).toHaveLength(0);
    const ids = [...container.querySelectorAll('linearGradient')].map((gradient) => gradient.id);
    expect(new Set(ids).size).toBe(2);
    for (const svg of [withSpark!, without!]) {
      const ray = svg.querySelector('path[stroke^="url(#"]')!;
      const target = /url\(#(.+)\)/.exec(ray.getAttribute('stroke')!)![1]!;
      expect(svg.querySelector(`[id="${target}"]`)).not.toBeNull();
    }
  });
});
