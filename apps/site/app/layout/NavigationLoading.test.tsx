import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, renderSite } from '../../test/render-site';
import { LOADING_DELAY_MS } from './NavigationLoading';

function Home() {
  return (
    <>
      <h1>Home page</h1>
      <Link to="/pricing">Go to pricing</Link>
      <Link to="/services/design-ux">Go to design</Link>
      <Link to="/elsewhere">Go nowhere</Link>
    </>
  );
}

/** A route whose data arrives only when the test says so (a slow network). */
function slowRoute() {
  let release: () => void = () => {};
  const loader = () =>
    new Promise<null>((resolve) => {
      release = () => resolve(null);
    });
  return { loader, release: () => release() };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("'Loading {page}...' during client navigation", () => {
  it('shows the target page name from the manifest after the delay, then the page', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pricing = slowRoute();
    renderSite('/', [
      { path: '/', Component: Home },
      { path: '/pricing', Component: page('Pricing page'), loader: pricing.loader },
    ]);

    await user.click(screen.getByRole('link', { name: 'Go to pricing' }));
    // Fast loads never flash the spinner.
    await act(() => vi.advanceTimersByTimeAsync(LOADING_DELAY_MS - 50));
    expect(screen.queryByText('Loading Pricing...')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(100));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading Pricing...');
    expect(status).toHaveAttribute('aria-live', 'polite');

    await act(async () => pricing.release());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pricing page' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading Pricing...')).not.toBeInTheDocument();
  });

  it('names a service detail page by its full title', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const design = slowRoute();
    renderSite('/', [
      { path: '/', Component: Home },
      { path: '/services/design-ux', Component: page('Design page'), loader: design.loader },
    ]);
    await user.click(screen.getByRole('link', { name: 'Go to design' }));
    await act(() => vi.advanceTimersByTimeAsync(LOADING_DELAY_MS + 10));
    expect(screen.getByRole('status')).toHaveTextContent('Loading Design & User Experience...');
    await act(async () => design.release());
  });

  it('calls an unknown page by the 404 name', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const missing = slowRoute();
    renderSite('/', [
      { path: '/', Component: Home },
      { path: '*', Component: page('Not found page'), loader: missing.loader },
    ]);
    await user.click(screen.getByRole('link', { name: 'Go nowhere' }));
    await act(() => vi.advanceTimersByTimeAsync(LOADING_DELAY_MS + 10));
    expect(screen.getByRole('status')).toHaveTextContent('Loading Page Not Found...');
    await act(async () => missing.release());
  });
});
