import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { InfoCard } from './InfoCard';

describe('InfoCard', () => {
  it('shows a titled piece of information that can be a link', async () => {
    const { container } = render(
      <>
        <InfoCard title="Email" href="mailto:hello@example.com">
          hello@example.com
        </InfoCard>
        <InfoCard title="Response time">Within 24 hours</InfoCard>
      </>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Email' })).toBeInTheDocument();
    const mail = screen.getByRole('link', { name: 'hello@example.com' });
    expect(mail).toHaveAttribute('href', 'mailto:hello@example.com');
    expect(mail).not.toHaveAttribute('target');
    expect(screen.getByText('Within 24 hours')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens map links in a new tab and honours headingAs', () => {
    render(
      <InfoCard
        title="Principal office"
        headingAs="h4"
        href="https://maps.example.com/?q=Indianapolis"
      >
        Indianapolis, IN
      </InfoCard>,
    );
    expect(screen.getByRole('heading', { level: 4, name: 'Principal office' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Indianapolis, IN (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps the corner icon decorative and the text readable in full', () => {
    render(
      <InfoCard title="Email" icon={<svg data-testid="icon" />} iconPlacement="corner">
        hello@lumenforge.example
      </InfoCard>,
    );
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('heading', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByText('hello@lumenforge.example')).toBeVisible();
  });
});
