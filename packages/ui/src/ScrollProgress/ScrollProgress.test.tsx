import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { axeViolations } from '../test/axe';
import { ScrollProgress } from './ScrollProgress';

function setPage({ scrollHeight, innerHeight }: { scrollHeight: number; innerHeight: number }) {
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: scrollHeight,
  });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: innerHeight });
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

const bar = () =>
  document.querySelector('[data-scroll-progress]')?.firstElementChild as HTMLElement;

describe('ScrollProgress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setPage({ scrollHeight: 3000, innerHeight: 1000 });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is decorative: hidden from assistive technology and never in the way', async () => {
    const { container } = render(<ScrollProgress />);
    const track = document.querySelector('[data-scroll-progress]');
    expect(track).toHaveAttribute('aria-hidden', 'true');
    expect(track).toHaveStyle({ pointerEvents: 'none', position: 'fixed' });
    expect(container.querySelector('[role="progressbar"]')).toBeNull();
    vi.useRealTimers();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('fills from 0 to 100 % of the scrollable height, on the next animation frame', () => {
    render(<ScrollProgress />);
    expect(bar().style.transform).toBe('scaleX(0)');

    act(() => scrollTo(1000));
    // Batched into one frame: nothing has been painted yet.
    expect(bar().style.transform).toBe('scaleX(0)');
    act(() => vi.advanceTimersToNextFrame());
    expect(bar().style.transform).toBe('scaleX(0.5)');

    act(() => {
      scrollTo(1500);
      scrollTo(2000);
      vi.advanceTimersToNextFrame();
    });
    expect(bar().style.transform).toBe('scaleX(1)');

    act(() => {
      scrollTo(0);
      vi.advanceTimersToNextFrame();
    });
    expect(bar().style.transform).toBe('scaleX(0)');
  });

  it('starts from the current position and follows resizes', () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 500 });
    render(<ScrollProgress />);
    expect(bar().style.transform).toBe('scaleX(0.25)');
    act(() => {
      setPage({ scrollHeight: 1500, innerHeight: 1000 });
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersToNextFrame();
    });
    expect(bar().style.transform).toBe('scaleX(1)');
  });

  it('prerenders an empty, hidden bar', () => {
    const html = renderToString(<ScrollProgress />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('scaleX(0)');
  });

  it('stays empty on a page that does not scroll', () => {
    setPage({ scrollHeight: 800, innerHeight: 1000 });
    render(<ScrollProgress />);
    expect(bar().style.transform).toBe('scaleX(0)');
  });

  it('listens passively and stops listening when unmounted', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = render(<ScrollProgress />);
    expect(add).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
    add.mockRestore();
    remove.mockRestore();
  });
});
