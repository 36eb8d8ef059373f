import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { axeViolations } from '../test/axe';
import { stubMatchMedia } from '../test/stub-match-media';
import type { LinkRenderProps } from '../internal/link';
import { MobileMenu, type MobileMenuProps } from './MobileMenu';

const links = [
  { href: '/', label: 'Home' },
  { href: '/services', label: 'Services' },
  { href: '/process', label: 'Process' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
];

function Page(props: Partial<MobileMenuProps>) {
  return (
    <>
      <MobileMenu links={links} currentPath="/pricing" {...props} />
      <main>
        <p>Page content</p>
        <button type="button">Behind</button>
      </main>
    </>
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Open menu' });

describe('MobileMenu', () => {
  afterEach(() => {
    document.body.removeAttribute('style');
    vi.unstubAllGlobals();
  });

  it('a menu button controls a closed dialog', async () => {
    const { container } = render(<Page />);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens a labelled modal dialog with the links, the current one marked', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(menuButton());
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton()).toHaveAttribute('aria-controls', dialog.id);
    const items = within(dialog).getAllByRole('link');
    expect(items.map((a) => a.textContent)).toEqual(links.map((l) => l.label));
    expect(within(dialog).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(dialog).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('moves focus into the dialog, traps Tab and Shift+Tab, and returns focus on close', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(menuButton());
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    const contact = within(dialog).getByRole('link', { name: 'Contact' });
    expect(close).toHaveFocus();

    await user.tab({ shift: true });
    expect(contact).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    for (let i = 0; i < links.length; i += 1) await user.tab();
    expect(contact).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();

    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes it and focus goes back to the menu button', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(menuButton());
    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
  });

  it('locks the page scroll while open and restores it after', async () => {
    const user = userEvent.setup();
    document.body.style.overflow = 'auto';
    render(<Page />);
    await user.click(menuButton());
    expect(document.body).toHaveStyle({ overflow: 'hidden' });
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
  });

  it('choosing a link closes it', async () => {
    const user = userEvent.setup();
    function RouterLink({ children, onClick, href, ...props }: LinkRenderProps) {
      return (
        <a
          {...props}
          href={href}
          onClick={(event) => {
            event.preventDefault();
            onClick?.(event);
          }}
        >
          {children}
        </a>
      );
    }
    render(<Page linkComponent={RouterLink} />);
    await user.click(menuButton());
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'About' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('following a link in the extra content closes it too', async () => {
    const user = userEvent.setup();
    render(
      <MobileMenu links={links}>
        <a href="#contact-form" onClick={(event) => event.preventDefault()}>
          Start a project
        </a>
      </MobileMenu>,
    );
    await user.click(menuButton());
    await user.click(
      within(screen.getByRole('dialog')).getByRole('link', { name: 'Start a project' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens external links in a new tab with a hint', async () => {
    const user = userEvent.setup();
    render(
      <Page links={[...links, { href: 'https://cal.example.com/intro', label: 'Book a call' }]} />,
    );
    await user.click(menuButton());
    const external = screen.getByRole('link', { name: /Book a call/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveAccessibleName('Book a call (opens in a new tab)');
  });

  it('can be controlled with open and onOpenChange, and shows extra content', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <MobileMenu
          links={links}
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next);
            setOpen(next);
          }}
        >
          <a href="/contact">Start a Project</a>
        </MobileMenu>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a Project' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(menuButton());
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps focus inside when the parent re-renders while open', async () => {
    const user = userEvent.setup();
    function Parent() {
      const [count, setCount] = useState(0);
      return (
        <MobileMenu links={links} defaultOpen onOpenChange={() => setCount(count + 1)}>
          <button type="button" onClick={() => setCount(count + 1)}>
            Clicked {count}
          </button>
        </MobileMenu>
      );
    }
    render(<Parent />);
    const extra = screen.getByRole('button', { name: 'Clicked 0' });
    await user.click(extra);
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toHaveFocus();
  });

  it('prerenders just the menu button, even when open by default', () => {
    const html = renderToString(<MobileMenu links={links} defaultOpen />);
    expect(html).toContain('aria-label="Open menu"');
    expect(html).not.toContain('role="dialog"');
  });

  it('closes when the closeOnMatch media query starts matching', async () => {
    const user = userEvent.setup();
    const setMatches = stubMatchMedia(() => false);
    render(<Page closeOnMatch="screen and (min-width: 768px)" />);
    await user.click(menuButton());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => setMatches((query) => query === 'screen and (min-width: 768px)'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('accepts other labels', async () => {
    const user = userEvent.setup();
    render(<Page label="Navigation" openLabel="Show navigation" closeLabel="Hide navigation" />);
    await user.click(screen.getByRole('button', { name: 'Show navigation' }));
    expect(screen.getByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide navigation' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('prerenders a native popover with the links that the button opens without scripts', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<MobileMenu links={links} currentPath="/pricing" />);
    const button = host.querySelector('button[aria-label="Open menu"]');
    const popover = host.querySelector('[popover]');
    expect(popover).not.toBeNull();
    expect(button).toHaveAttribute('popovertarget', popover!.id);
    expect(popover!.querySelector('button[aria-label="Close menu"]')).toHaveAttribute(
      'popovertargetaction',
      'hide',
    );
    const anchors = [...popover!.querySelectorAll('a')];
    expect(anchors.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      links.map((l) => [l.label, l.href]),
    );
    expect(popover!.querySelector('a[aria-current="page"]')).toHaveTextContent('Pricing');
  });

  it('a popover the visitor opened before scripts ran becomes the open dialog at hydration', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<MobileMenu links={links} currentPath="/pricing" />);
    document.body.append(host);
    const matches = HTMLElement.prototype.matches;
    // jsdom has no popovers: this one reports itself open, as a browser does after a tap on the button.
    const spy = vi.spyOn(HTMLElement.prototype, 'matches').mockImplementation(function (
      this: HTMLElement,
      selector: string,
    ) {
      return selector === ':popover-open'
        ? this.hasAttribute('popover')
        : matches.call(this, selector);
    });
    try {
      const root = await act(async () =>
        hydrateRoot(host, <MobileMenu links={links} currentPath="/pricing" />),
      );
      expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      act(() => root.unmount());
    } finally {
      spy.mockRestore();
      host.remove();
    }
  });
});
