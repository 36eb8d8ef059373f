import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { axeViolations } from '../test/axe';
import { useFakeTimersForUser } from '../test/fake-timers';
import { stubMatchMedia } from '../test/stub-match-media';
import { Carousel, type CarouselProps } from './Carousel';

const quotes = [
  { author: 'Ada', quote: 'They shipped in half the time.' },
  { author: 'Grace', quote: 'Precise, calm and fast.' },
  { author: 'Linus', quote: 'The best partner we have had.' },
];

function Testimonials(props: Partial<CarouselProps<(typeof quotes)[number]>>) {
  return (
    <Carousel
      label="Client testimonials"
      items={quotes}
      renderItem={(item) => (
        <blockquote>
          <p>{item.quote}</p>
          <footer>{item.author}</footer>
        </blockquote>
      )}
      {...props}
    />
  );
}

/** The slide a person sees: the only one not hidden from the accessibility tree. */
const currentSlide = () => screen.getByRole('group');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** axe schedules its work on timers: give it real ones. */
const axeWithRealTimers = (container: Element) => {
  vi.useRealTimers();
  return axeViolations(container);
};

describe('Carousel', () => {
  let user: ReturnType<typeof useFakeTimersForUser>;
  beforeEach(() => {
    user = useFakeTimersForUser();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is a labelled carousel of labelled slides, all rendered, one visible', async () => {
    const { container } = render(<Testimonials />);
    const carousel = screen.getByRole('region', { name: 'Client testimonials' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(3);
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    for (const slide of slides) expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(currentSlide()).toHaveTextContent('They shipped in half the time.');
    expect(slides[1]).toHaveAttribute('aria-hidden', 'true');
    expect(slides[1]).toHaveAttribute('inert');
    expect(await axeWithRealTimers(container)).toEqual([]);
  });

  it('puts every slide in the server HTML', () => {
    const html = renderToString(<Testimonials />);
    for (const { quote } of quotes) expect(html).toContain(quote);
  });

  it('accepts slides as children', () => {
    render(
      <Carousel label="Pictures">
        <p>First</p>
        <p>Second</p>
      </Carousel>,
    );
    expect(currentSlide()).toHaveTextContent('First');
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(2);
  });

  it('rotates every 6000 ms by default: not at 5999, yes at 6000, and wraps around', () => {
    render(<Testimonials />);
    advance(5999);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    advance(1);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    advance(6000);
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    advance(6000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
  });

  it('cross-fades over 1000 ms by default, or the given transition and interval', () => {
    const { rerender } = render(<Testimonials />);
    for (const slide of screen.getAllByRole('group', { hidden: true })) {
      expect(slide).toHaveStyle({ transitionDuration: '1000ms' });
    }
    rerender(<Testimonials transition={400} interval={2000} />);
    expect(currentSlide()).toHaveStyle({ transitionDuration: '400ms' });
    advance(1999);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    advance(1);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('keeps announcements off while playing and polite while paused', async () => {
    render(<Testimonials />);
    const live = currentSlide().parentElement!;
    expect(live).toHaveAttribute('aria-live', 'off');
    await user.click(screen.getByRole('button', { name: 'Pause carousel' }));
    expect(live).toHaveAttribute('aria-live', 'polite');
  });

  it('dot buttons show and set the current slide, which then gets a full interval', async () => {
    const onValueChange = vi.fn();
    render(<Testimonials onValueChange={onValueChange} />);
    const dots = [1, 2, 3].map((n) => screen.getByRole('button', { name: `Go to slide ${n}` }));
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(dots[1]).not.toHaveAttribute('aria-current');

    advance(3000);
    await user.click(dots[2]!);
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
    expect(onValueChange).toHaveBeenLastCalledWith(2);

    // Focus left the carousel: rotation resumes with a fresh interval.
    await user.click(document.body);
    advance(5999);
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    advance(1);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
  });

  it('pauses while hovered and resumes when the pointer leaves', async () => {
    render(<Testimonials />);
    const carousel = screen.getByRole('region', { name: 'Client testimonials' });
    await user.hover(carousel);
    advance(12000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    await user.unhover(carousel);
    advance(6000);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('pauses while focus is inside and resumes when it leaves', async () => {
    render(
      <>
        <Testimonials />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pause carousel' })).toHaveFocus();
    advance(12000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveFocus();
    advance(6000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    await user.click(screen.getByRole('button', { name: 'After' }));
    advance(6000);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('the pause/play button stops and restarts rotation and says which it will do', async () => {
    render(
      <>
        <Testimonials />
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Pause carousel' }));
    expect(screen.getByRole('button', { name: 'Play carousel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.unhover(screen.getByRole('region'));
    advance(18000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');

    await user.click(screen.getByRole('button', { name: 'Play carousel' }));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.getByRole('button', { name: 'Pause carousel' })).toBeInTheDocument();
    advance(6000);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('starts paused with autoPlay={false}', () => {
    render(<Testimonials autoPlay={false} />);
    expect(screen.getByRole('button', { name: 'Play carousel' })).toBeInTheDocument();
    advance(12000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
  });

  it('never autoplays or fades under prefers-reduced-motion', async () => {
    stubMatchMedia((query) => query.includes('prefers-reduced-motion: reduce'));
    const { container } = render(<Testimonials />);
    expect(screen.getByRole('button', { name: 'Play carousel' })).toBeInTheDocument();
    expect(currentSlide().parentElement).toHaveAttribute('aria-live', 'polite');
    expect(currentSlide()).toHaveStyle({ transitionDuration: '0ms' });
    advance(60000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(await axeWithRealTimers(container)).toEqual([]);
  });

  it('stops rotating when reduced motion is switched on while playing', () => {
    const setMatches = stubMatchMedia(() => false);
    render(<Testimonials />);
    expect(screen.getByRole('button', { name: 'Pause carousel' })).toBeInTheDocument();
    act(() => setMatches((query) => query.includes('reduce')));
    advance(6000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
  });

  it('is controlled through value', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(<Testimonials value={1} onValueChange={onValueChange} />);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    advance(6000);
    expect(onValueChange).toHaveBeenLastCalledWith(2);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    rerender(<Testimonials value={2} onValueChange={onValueChange} />);
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    await user.click(screen.getByRole('button', { name: 'Go to slide 1' }));
    expect(onValueChange).toHaveBeenLastCalledWith(0);
  });

  it('shows no controls for a single slide', () => {
    render(<Carousel label="One">{[<p key="a">Only</p>]}</Carousel>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    advance(6000);
    expect(currentSlide()).toHaveTextContent('Only');
  });

  it('without scripts shows every slide and keeps the controls out of reach', () => {
    const host = document.createElement('div');
    document.body.append(host);
    host.innerHTML = renderToString(<Testimonials />);
    const slides = host.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides).toHaveLength(3);
    for (const slide of slides) {
      expect(slide).not.toHaveAttribute('aria-hidden');
      expect(slide).not.toHaveAttribute('inert');
    }
    for (const slide of slides) expect(slide).toBeVisible();
    expect(host.querySelector('button[aria-label="Go to slide 2"]')).not.toBeVisible();
    host.remove();
  });

  it('without scripts lets the keyboard reach the row of slides; once hydrated the row is no tab stop', () => {
    const html = renderToString(<Testimonials />);
    const host = document.createElement('div');
    host.innerHTML = html;
    const row = host.querySelector('[aria-roledescription="slide"]')!.parentElement!;
    expect(row).toHaveAttribute('tabindex', '0');
    render(<Testimonials />);
    const hydratedRow = screen.getAllByRole('group', { hidden: true })[0]!.parentElement!;
    expect(hydratedRow).not.toHaveAttribute('tabindex');
  });
});
