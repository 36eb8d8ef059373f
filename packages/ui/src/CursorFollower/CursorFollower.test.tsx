import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { axeViolations } from '../test/axe';
import { useFakeTimersForUser } from '../test/fake-timers';
import { stubMatchMedia } from '../test/stub-match-media';
import { CursorFollower } from './CursorFollower';

const ring = () => document.querySelector<HTMLElement>('[data-cursor-follower]');
const move = (x: number, y: number, target: Element | Window = window) =>
  act(() => {
    fireEvent.pointerMove(target, { clientX: x, clientY: y, pointerType: 'mouse', bubbles: true });
  });
const desktop = (query: string) => query === '(hover: hover) and (pointer: fine)';

describe('CursorFollower', () => {
  let user: ReturnType<typeof useFakeTimersForUser>;
  beforeEach(() => {
    user = useFakeTimersForUser();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('renders nothing until the pointer first moves, then a decorative ring that ignores the pointer', async () => {
    stubMatchMedia(desktop);
    const { container } = render(
      <main>
        <CursorFollower />
        <button type="button">Book Free Consultation</button>
      </main>,
    );
    expect(ring()).toBeNull();
    move(100, 200);
    expect(ring()).toBeInTheDocument();
    expect(ring()).toHaveAttribute('aria-hidden', 'true');
    expect(ring()).toHaveStyle({ pointerEvents: 'none', position: 'fixed' });
    vi.useRealTimers();
    expect(await axeViolations(container)).toEqual([]);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('never blocks clicks and leaves the real cursor alone', async () => {
    stubMatchMedia(desktop);
    const onClick = vi.fn();
    render(
      <>
        <CursorFollower />
        <button type="button" onClick={onClick}>
          Send
        </button>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    move(10, 10, button);
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(getComputedStyle(document.body).cursor).not.toBe('none');
    expect(getComputedStyle(document.documentElement).cursor).not.toBe('none');
  });

  it('fades out over reading text and form fields, and shows again over controls and space', () => {
    stubMatchMedia(desktop);
    render(
      <main>
        <CursorFollower />
        <p>
          We reply to every new enquiry within 24 hours. <a href="/contact">Contact us</a>
        </p>
        <label htmlFor="name">Name</label>
        <input id="name" />
        <button type="button">Send</button>
        <div data-testid="space" />
      </main>,
    );
    move(5, 10, screen.getByTestId('space'));
    expect(ring()).toBeVisible();
    move(10, 10, screen.getByText(/We reply to every new enquiry/));
    expect(ring()).not.toBeVisible();
    move(20, 10, screen.getByTestId('space'));
    expect(ring()).toBeVisible();
    move(30, 10, screen.getByRole('textbox', { name: 'Name' }));
    expect(ring()).not.toBeVisible();
    move(40, 10, screen.getByRole('link', { name: 'Contact us' }));
    expect(ring()).toBeVisible();
    move(50, 10, screen.getByText('Name'));
    expect(ring()).not.toBeVisible();
    move(60, 10, screen.getByRole('button', { name: 'Send' }));
    expect(ring()).toBeVisible();
  });

  it('starts under the pointer and trails it to the new position', () => {
    stubMatchMedia(desktop);
    render(<CursorFollower size={32} />);
    move(100, 200);
    act(() => vi.advanceTimersToNextFrame());
    expect(ring()!.style.transform).toBe('translate3d(84px, 184px, 0)');

    move(300, 200);
    act(() => vi.advanceTimersToNextFrame());
    const midway = Number(/translate3d\(([\d.]+)px/.exec(ring()!.style.transform)?.[1]);
    expect(midway).toBeGreaterThan(84);
    expect(midway).toBeLessThan(284);

    act(() => vi.advanceTimersByTime(2000));
    expect(ring()!.style.transform).toBe('translate3d(284px, 184px, 0)');
  });

  it('prerenders nothing', () => {
    stubMatchMedia(desktop);
    expect(renderToString(<CursorFollower />)).toBe('');
  });

  it('ignores touch and pen pointers', () => {
    stubMatchMedia(desktop);
    render(<CursorFollower />);
    act(() => {
      fireEvent.pointerMove(window, { clientX: 5, clientY: 5, pointerType: 'touch' });
    });
    expect(ring()).toBeNull();
  });

  it('stays off on coarse pointers (touch screens)', () => {
    stubMatchMedia((query) => query.includes('pointer: coarse'));
    render(<CursorFollower />);
    move(100, 200);
    expect(ring()).toBeNull();
  });

  it('stays off under prefers-reduced-motion', () => {
    stubMatchMedia((query) => desktop(query) || query === '(prefers-reduced-motion: reduce)');
    render(<CursorFollower />);
    move(100, 200);
    expect(ring()).toBeNull();
  });

  it('goes away when reduced motion is switched on later', () => {
    const setMatches = stubMatchMedia(desktop);
    render(<CursorFollower />);
    move(100, 200);
    expect(ring()).toBeInTheDocument();
    act(() => setMatches((query) => desktop(query) || query.includes('reduce')));
    expect(ring()).toBeNull();
  });
});
