import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { Notice } from './Notice';

describe('Notice', () => {
  it('keeps both live regions mounted and empty when there is no message', async () => {
    const { container } = render(<Notice tone="success">{null}</Notice>);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(container).toHaveTextContent('');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('announces success politely, inside the region that was already there', async () => {
    const { container, rerender } = render(<Notice tone="success" />);
    const status = screen.getByRole('status');
    rerender(
      <Notice tone="success">
        Message sent successfully! We&apos;ll get back to you within 24 hours.
      </Notice>,
    );
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent(
      "Message sent successfully! We'll get back to you within 24 hours.",
    );
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    ['error', 'Something went wrong. Please try again later.'],
    ['warning', 'Too many submissions. Please wait a minute before trying again.'],
  ] as const)('announces %s messages assertively', async (tone, text) => {
    const { container, rerender } = render(<Notice tone="info" />);
    const alert = screen.getByRole('alert');
    rerender(<Notice tone={tone}>{text}</Notice>);
    expect(screen.getByRole('alert')).toBe(alert);
    expect(alert).toHaveTextContent(text);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(alert.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows info with an optional title in the status region', () => {
    render(
      <Notice tone="info" title="Heads up">
        We reply within 24 hours.
      </Notice>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Heads upWe reply within 24 hours.');
  });

  it('can take focus from script when focusable, and hands its banner to a ref', () => {
    let banner: HTMLDivElement | null = null;
    render(
      <Notice tone="error" focusable ref={(el) => void (banner = el)}>
        Something went wrong. Please try again later.
      </Notice>,
    );
    expect(banner).not.toBeNull();
    banner!.focus();
    expect(banner).toHaveFocus();
    expect(banner).toHaveTextContent('Something went wrong. Please try again later.');
  });
});
