import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSite } from '../../test/render-site';
import { SectionBoundary } from './SectionBoundary';

let shouldThrow = true;

function Flaky() {
  if (shouldThrow) throw new Error('boom');
  return <p>Testimonials loaded</p>;
}

function PageWithSections() {
  return (
    <>
      <h1>Home page</h1>
      <SectionBoundary name="Client Words">
        <Flaky />
      </SectionBoundary>
      <SectionBoundary name="Start a Project">
        <p>Contact form here</p>
      </SectionBoundary>
    </>
  );
}

beforeEach(() => {
  shouldThrow = true;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SectionBoundary', () => {
  it('replaces only the failing section with the named Component Error fallback', () => {
    renderSite('/', [{ path: '/', Component: PageWithSections }]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Component Error');
    expect(alert).toHaveTextContent('Client Words component encountered an error.');
    expect(screen.getByText('Contact form here')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Home page' })).toBeInTheDocument();
  });

  it('renders the section again on Retry', async () => {
    const user = userEvent.setup();
    renderSite('/', [{ path: '/', Component: PageWithSections }]);
    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Testimonials loaded')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('page-level boundary', () => {
  it("shows 'Something Went Wrong' inside the layout when a page fails to render", () => {
    function Broken(): never {
      throw new Error('page broke');
    }
    renderSite('/pricing', [{ path: '/pricing', Component: Broken }]);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Something Went Wrong' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "We encountered an unexpected error. Don't worry, our team has been notified and we're working to fix it.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Go Home' })[0]).toHaveAttribute('href', '/');
    expect(
      screen.getByRole('link', { name: 'If the problem persists, contact our support team' }),
    ).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });
});
