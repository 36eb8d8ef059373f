import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../test/axe';
import { SkipLink } from './SkipLink';

function Page() {
  return (
    <>
      <SkipLink />
      <header>
        <nav aria-label="Main">
          <a href="/">Home</a>
        </nav>
      </header>
      <main id="main">
        <h1>Welcome</h1>
      </main>
    </>
  );
}

describe('SkipLink', () => {
  it('is the first tab stop and moves focus to #main with Enter', async () => {
    const user = userEvent.setup();
    const { container } = render(<Page />);
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main');

    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('tabindex', '-1');
    // The next Tab continues from the main content, past the navigation.
    expect(await axeViolations(container)).toEqual([]);
  });

  it('takes a custom target and label', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipLink targetId="content">Skip navigation</SkipLink>
        <div id="content" tabIndex={-1}>
          Content
        </div>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Skip navigation' });
    expect(link).toHaveAttribute('href', '#content');
    await user.click(link);
    expect(screen.getByText('Content')).toHaveFocus();
  });
});
