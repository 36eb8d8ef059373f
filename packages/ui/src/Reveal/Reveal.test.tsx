import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { axeViolations } from '../test/axe';
import { Reveal } from './Reveal';
import { revealAllOnView } from './reveal-on-view';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

class MockIntersectionObserver {
  static instances: MockIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  readonly disconnect = vi.fn(() => {
    this.targets.length = 0;
  });
  readonly unobserve = vi.fn();
  readonly takeRecords = vi.fn(() => []);
  constructor(
    private readonly callback: Callback,
    readonly options?: IntersectionObserverInit,
  ) {
    MockIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  /** Reports that `ratio` of every observed element is in view, each `height` px tall with its top at `top`. */
  intersect(ratio: number, { top = window.innerHeight - 100, height = 300 } = {}) {
    const entries = this.targets.map((target) => ({
      target,
      isIntersecting: ratio > 0,
      intersectionRatio: ratio,
      boundingClientRect: DOMRect.fromRect({ x: 0, y: top, width: 800, height }),
      rootBounds: DOMRect.fromRect({ x: 0, y: 0, width: 1024, height: window.innerHeight }),
    }));
    act(() => this.callback(entries));
  }
  /** The first report, with every observed element `height` px tall and its top at `top` (default: below the fold). */
  locate({ top = window.innerHeight + 200, height = 300 } = {}) {
    this.intersect(0, { top, height });
  }
  /** The largest share of the element at which the observer reports. */
  get threshold() {
    return Math.max(...[this.options?.threshold ?? 0].flat());
  }
}

const lastObserver = () => MockIntersectionObserver.instances.at(-1)!;

function mockReducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches && query.includes('reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

beforeEach(() => {
  MockIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', MockIntersectionObserver);
  mockReducedMotion(false);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('Reveal', () => {
  it('server-renders visible content with no hidden state (works without JS)', () => {
    const html = renderToString(<Reveal>Our Services</Reveal>);
    expect(html).toContain('Our Services');
    expect(html).not.toContain('data-reveal');
  });

  it('hides content below the fold after mount and fades it in once 10% is visible', async () => {
    const { container } = render(
      <Reveal as="section" aria-label="Services">
        Cards
      </Reveal>,
    );
    const section = screen.getByRole('region', { name: 'Services' });
    const observer = lastObserver();
    expect(observer.targets).toEqual([section]);
    expect(observer.threshold).toBe(0.1);
    expect(section).toBeVisible();

    observer.locate();
    expect(section).toHaveAttribute('data-reveal', 'hidden');
    expect(section).not.toBeVisible();

    observer.intersect(0.05);
    expect(section).not.toBeVisible();

    observer.intersect(0.1);
    expect(section).toHaveAttribute('data-reveal', 'visible');
    expect(section).toBeVisible();
    expect(observer.disconnect).toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('waits `delay` ms after the threshold before revealing', () => {
    vi.useFakeTimers();
    render(<Reveal delay={300}>Step 2</Reveal>);
    const content = screen.getByText('Step 2');
    lastObserver().locate();
    lastObserver().intersect(0.5);
    expect(content).not.toBeVisible();
    act(() => vi.advanceTimersByTime(299));
    expect(content).not.toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(content).toBeVisible();
  });

  it('requests a custom threshold', () => {
    render(<Reveal threshold={0.5}>Half</Reveal>);
    expect(lastObserver().threshold).toBe(0.5);
    lastObserver().locate();
    lastObserver().intersect(0.3);
    expect(screen.getByText('Half')).not.toBeVisible();
    lastObserver().intersect(0.5);
    expect(screen.getByText('Half')).toBeVisible();
  });

  it('never hides anything under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    render(<Reveal>Calm</Reveal>);
    expect(screen.getByText('Calm')).not.toHaveAttribute('data-reveal');
    expect(screen.getByText('Calm')).toBeVisible();
    expect(MockIntersectionObserver.instances).toHaveLength(0);
  });

  it.each([
    ['on screen', 100],
    ['scrolled past', -900],
  ])('leaves content that is already %s at mount alone', (_, top) => {
    render(<Reveal>Hero</Reveal>);
    const observer = lastObserver();
    observer.intersect(top > 0 ? 1 : 0, { top });
    expect(screen.getByText('Hero')).not.toHaveAttribute('data-reveal');
    expect(screen.getByText('Hero')).toBeVisible();
    expect(observer.disconnect).toHaveBeenCalled();
  });

  it('forces no layout to find where the content is', () => {
    const measure = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    render(<Reveal>Below</Reveal>);
    lastObserver().locate();
    expect(screen.getByText('Below')).not.toBeVisible();
    expect(measure).not.toHaveBeenCalled();
  });

  it('lowers the bar for content many screens tall, which can never be 10% visible', () => {
    render(<Reveal>Long price list</Reveal>);
    const observer = lastObserver();
    const tall = { top: window.innerHeight + 10, height: window.innerHeight * 20 };
    observer.locate(tall);
    expect(screen.getByText('Long price list')).not.toBeVisible();
    observer.intersect(0.01, { ...tall, top: window.innerHeight * 0.8 });
    expect(screen.getByText('Long price list')).not.toBeVisible();
    expect(observer.options?.threshold).toContain(0.025);
    observer.intersect(0.025, { ...tall, top: window.innerHeight * 0.5 });
    expect(screen.getByText('Long price list')).toBeVisible();
  });

  it('stays visible where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Reveal>Old browser</Reveal>);
    expect(screen.getByText('Old browser')).toBeVisible();
    expect(screen.getByText('Old browser')).not.toHaveAttribute('data-reveal');
  });

  it('disconnects its observer when unmounted before revealing', () => {
    const { unmount } = render(<Reveal>Gone</Reveal>);
    const observer = lastObserver();
    unmount();
    expect(observer.disconnect).toHaveBeenCalled();
  });

  it('reveals prerendered markup without React, with the threshold and delay it was rendered with', () => {
    vi.useFakeTimers();
    document.body.innerHTML = renderToString(
      <Reveal threshold={0.5} delay={300}>
        Step 2
      </Reveal>,
    );
    revealAllOnView();
    const content = screen.getByText('Step 2');
    expect(lastObserver().threshold).toBe(0.5);
    lastObserver().locate();
    expect(content).toHaveAttribute('data-reveal', 'hidden');
    lastObserver().intersect(0.5);
    vi.advanceTimersByTime(299);
    expect(content).not.toBeVisible();
    vi.advanceTimersByTime(1);
    expect(content).toHaveAttribute('data-reveal', 'visible');
    document.body.innerHTML = '';
  });
});
