import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LinkRenderProps } from '../internal/link';
import { axeViolations } from '../test/axe';
import { Button, ButtonLink } from './Button';

function Arrow() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24">
      <path d="M5 12h14" />
    </svg>
  );
}

/** Stands in for a router Link: marks what it rendered so the test can tell. */
function RouterLink({ children, ...props }: LinkRenderProps) {
  return (
    <a {...props} data-router-link="">
      {children}
    </a>
  );
}

describe('Button', () => {
  it('is a named button that never submits by accident and responds to Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    const { container } = render(
      <form onSubmit={onSubmit} aria-label="Demo">
        <Button onClick={onClick} icon={<Arrow />} iconPosition="end">
          Explore services
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Explore services' });
    expect(button).toHaveAttribute('type', 'button');

    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('ignores clicks while disabled and leaves the tab order', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toBeDisabled();
    await user.click(button);
    await user.tab();
    expect(button).not.toHaveFocus();
    expect(onClick).not.toHaveBeenCalled();
  });

  it.each(['sm', 'md', 'lg'] as const)('keeps a target of at least 44 px at size %s', (size) => {
    render(<Button size={size}>Go</Button>);
    const minHeight = parseFloat(
      getComputedStyle(screen.getByRole('button', { name: 'Go' })).minHeight,
    );
    expect(minHeight).toBeGreaterThanOrEqual(44);
  });

  it.each(['primary', 'secondary', 'ghost'] as const)(
    'renders the %s variant accessibly',
    async (variant) => {
      const { container } = render(
        <Button variant={variant} fullWidth>
          {variant}
        </Button>,
      );
      expect(screen.getByRole('button', { name: variant })).toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    },
  );
});

describe('ButtonLink', () => {
  it('renders internal links through the given link component, in the same tab', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ButtonLink href="/services" linkComponent={RouterLink} variant="secondary">
        Our services
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Our services' });
    expect(link).toHaveAttribute('href', '/services');
    expect(link).toHaveAttribute('data-router-link');
    expect(link).not.toHaveAttribute('target');
    await user.tab();
    expect(link).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens external links in a new tab safely and says so to screen readers', async () => {
    const { container } = render(
      <ButtonLink href="https://cal.com/agency/15min" linkComponent={RouterLink}>
        Book Free Consultation
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Book Free Consultation (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).not.toHaveAttribute('data-router-link');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('accepts a translated hint and an explicit external flag', () => {
    render(
      <ButtonLink href="/brochure.pdf" external newTabHint="(neues Fenster)">
        Brochure
      </ButtonLink>,
    );
    expect(screen.getByRole('link', { name: 'Brochure (neues Fenster)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });
});
