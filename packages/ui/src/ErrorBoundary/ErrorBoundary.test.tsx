import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../test/axe';
import type { LinkRenderProps } from '../internal/link';
import { ErrorBoundary } from './ErrorBoundary';
import { PageErrorFallback } from './PageErrorFallback';

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('Boom');
  return <p>Testimonials loaded</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    shouldThrow = true;
    // React logs caught render errors; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders its children when nothing throws', () => {
    shouldThrow = false;
    render(
      <ErrorBoundary name="Testimonials">
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Testimonials loaded')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the component fallback named after the boundary and reports the error', async () => {
    const onError = vi.fn();
    const { container } = render(
      <ErrorBoundary name="Testimonials" onError={onError}>
        <Flaky />
      </ErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Component Error');
    expect(alert).toHaveTextContent('Testimonials component encountered an error.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
    const [error, info] = onError.mock.calls[0]!;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Boom');
    expect(info).toHaveProperty('componentStack');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('Retry resets the boundary and renders the children again', async () => {
    const user = userEvent.setup();
    const onReset = vi.fn();
    render(
      <ErrorBoundary name="Services" onReset={onReset}>
        <Flaky />
      </ErrorBoundary>,
    );
    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Testimonials loaded')).toBeInTheDocument();
    expect(screen.queryByText('Component Error')).not.toBeInTheDocument();
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback again when the retried children still throw', async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    render(
      <ErrorBoundary name="Services" onError={onError}>
        <Flaky />
      </ErrorBoundary>,
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Services component encountered an error.');
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('resets when a reset key changes, e.g. after navigation', () => {
    const { rerender } = render(
      <ErrorBoundary name="Page" resetKeys={['/about']}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    shouldThrow = false;
    rerender(
      <ErrorBoundary name="Page" resetKeys={['/about']}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(
      <ErrorBoundary name="Page" resetKeys={['/contact']}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Testimonials loaded')).toBeInTheDocument();
  });

  it('accepts custom texts', () => {
    render(
      <ErrorBoundary
        name="Pricing"
        title="Oops"
        message="Pricing is unavailable."
        retryLabel="Reload pricing"
      >
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('OopsPricing is unavailable.');
    expect(screen.getByRole('button', { name: 'Reload pricing' })).toBeInTheDocument();
  });

  it('renders a fallback node or a fallback function with the error and reset', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <ErrorBoundary name="Map" fallback={<p>Map unavailable</p>}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Map unavailable')).toBeInTheDocument();
    unmount();

    render(
      <ErrorBoundary
        name="Map"
        fallback={({ error, reset }) => (
          <button type="button" onClick={reset}>
            {`Failed: ${error.message}. Try the map again`}
          </button>
        )}
      >
        <Flaky />
      </ErrorBoundary>,
    );
    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Failed: Boom. Try the map again' }));
    expect(screen.getByText('Testimonials loaded')).toBeInTheDocument();
  });

  it('wraps non-Error throws in an Error', () => {
    const onError = vi.fn();
    function ThrowsString(): never {
      throw 'plain string';
    }
    render(
      <ErrorBoundary name="Odd" onError={onError}>
        <ThrowsString />
      </ErrorBoundary>,
    );
    expect((onError.mock.calls[0]![0] as Error).message).toBe('plain string');
  });

  it('only the failing section falls back; its siblings keep rendering', () => {
    function Page() {
      const [label] = useState('Hero content');
      return (
        <>
          <ErrorBoundary name="Hero">
            <p>{label}</p>
          </ErrorBoundary>
          <ErrorBoundary name="Testimonials">
            <Flaky />
          </ErrorBoundary>
        </>
      );
    }
    render(<Page />);
    expect(screen.getByText('Hero content')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Testimonials component encountered an error.',
    );
  });
});

describe('PageErrorFallback', () => {
  it("shows 'Something Went Wrong' and its explanation, Try Again, Go Home and the contact link", async () => {
    const { container } = render(<PageErrorFallback onRetry={() => {}} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Something Went Wrong' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "We encountered an unexpected error. Don't worry, our team has been notified and we're working to fix it.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('Try Again calls onRetry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<PageErrorFallback onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('Try Again reloads the page by default', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, reload },
    });
    try {
      render(<PageErrorFallback />);
      await user.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  it('takes other texts, destinations, heading level and a link component', () => {
    function RouterLink({ children, ...props }: LinkRenderProps) {
      return (
        <a {...props} data-router="">
          {children}
        </a>
      );
    }
    render(
      <PageErrorFallback
        title="Page crashed"
        message="Sorry about that."
        headingLevel={2}
        retryLabel="Reload"
        homeLabel="Start page"
        homeHref="/en"
        contactLabel="Tell us"
        contactHref="/en/contact"
        linkComponent={RouterLink}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Page crashed' })).toBeInTheDocument();
    expect(screen.getByText('Sorry about that.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start page' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('link', { name: 'Start page' })).toHaveAttribute('data-router');
    expect(screen.getByRole('link', { name: 'Tell us' })).toHaveAttribute('href', '/en/contact');
  });
});
