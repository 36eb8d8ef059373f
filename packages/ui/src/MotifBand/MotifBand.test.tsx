import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { MotifBand } from './MotifBand';

const motif = <img src="/lens.svg" alt="" width={1200} height={440} />;

describe('MotifBand', () => {
  it('is a named region with the drawing out of the accessibility tree and its content after it', async () => {
    const { container } = render(
      <main>
        <MotifBand motif={motif} aria-label="The six steps at a glance">
          <p>Six steps</p>
        </MotifBand>
      </main>,
    );
    const region = screen.getByRole('region', { name: 'The six steps at a glance' });
    expect(screen.queryByRole('img')).toBeNull();
    const drawing = region.querySelector('img')!;
    expect(drawing.compareDocumentPosition(screen.getByText('Six steps'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('crops phones around the point of interest, kept within the drawing', () => {
    const { container } = render(
      <>
        <MotifBand motif={motif} focus={0.6} />
        <MotifBand motif={motif} focus={4} />
      </>,
    );
    const [first, second] = [...container.querySelectorAll('img')].map(
      (img) => img.parentElement!.getAttribute('style') ?? '',
    );
    expect(first).toMatch(/: 0\.6;?$/);
    expect(second).toMatch(/: 1;?$/);
  });
});
