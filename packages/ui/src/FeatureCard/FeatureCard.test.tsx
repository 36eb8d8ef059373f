import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../test/axe';
import type { LinkRenderProps } from '../internal/link';
import { FeatureCard } from './FeatureCard';

function RouterLink({ children, ...props }: LinkRenderProps) {
  return (
    <a {...props} data-router-link="">
      {children}
    </a>
  );
}

const icon = (
  <svg viewBox="0 0 24 24" aria-hidden="true">
    <circle cx="12" cy="12" r="9" />
  </svg>
);

describe('FeatureCard', () => {
  it('renders an article named by its title, with description and a descriptive link', async () => {
    const { container } = render(
      <FeatureCard
        icon={icon}
        title="Development & Engineering"
        description="Web and mobile products built to last."
        href="/services/development"
        linkComponent={RouterLink}
      />,
    );
    const card = screen.getByRole('article', { name: 'Development & Engineering' });
    expect(
      screen.getByRole('heading', { level: 3, name: 'Development & Engineering' }),
    ).toBeInTheDocument();
    expect(card).toHaveTextContent('Web and mobile products built to last.');
    const link = screen.getByRole('link', { name: 'Learn More: Development & Engineering' });
    expect(link).toHaveAttribute('href', '/services/development');
    expect(link).toHaveAttribute('data-router-link');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lights up while hovered and while focus is inside, via data-highlighted', async () => {
    const user = userEvent.setup();
    render(
      <>
        <FeatureCard
          title="Cloud, DevOps & Security"
          href="/services/cloud-devops"
          footer={<button type="button">Details</button>}
        />
        <button type="button">After</button>
      </>,
    );
    const card = screen.getByRole('article', { name: 'Cloud, DevOps & Security' });
    expect(card).toHaveAttribute('data-highlighted', 'false');

    await user.hover(card);
    expect(card).toHaveAttribute('data-highlighted', 'true');
    await user.unhover(card);
    expect(card).toHaveAttribute('data-highlighted', 'false');

    await user.tab();
    expect(screen.getByRole('link', { name: /Learn More/ })).toHaveFocus();
    expect(card).toHaveAttribute('data-highlighted', 'true');
    await user.tab(); // to the footer button, still inside
    expect(screen.getByRole('button', { name: 'Details' })).toHaveFocus();
    expect(card).toHaveAttribute('data-highlighted', 'true');
    await user.tab(); // out of the card
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(card).toHaveAttribute('data-highlighted', 'false');
  });

  it('takes the heading level from headingAs and renders extra content', () => {
    render(
      <FeatureCard as="div" title="Design & User Experience" headingAs="h2">
        <ul>
          <li>Research</li>
        </ul>
      </FeatureCard>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Design & User Experience' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Research');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens external links in a new tab with the hint', () => {
    render(<FeatureCard title="Partner" href="https://example.com" linkLabel="Visit" />);
    const link = screen.getByRole('link', { name: 'Visit: Partner (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
