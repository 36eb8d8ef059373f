import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { enhanceMobileMenus } from './enhance-menu';
import { MobileMenu } from './MobileMenu';

const links = [
  { href: '/', label: 'Home' },
  { href: '/pricing', label: 'Pricing' },
];

function toggle(menu: HTMLElement, newState: 'open' | 'closed') {
  fireEvent(menu, Object.assign(new Event('toggle'), { newState }));
}

describe('enhanceMobileMenus (a prerendered menu that is never hydrated)', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: false,
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    document.body.innerHTML = renderToString(<MobileMenu links={links} currentPath="/pricing" />);
    enhanceMobileMenus();
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('makes the popover the menu dialog and tells its state on the button, moving focus in and back', () => {
    const button = screen.getByRole('button', { name: 'Open menu' });
    const menu = document.querySelector<HTMLElement>('[popover]')!;
    expect(menu).toHaveAttribute('role', 'dialog');
    expect(button).toHaveAttribute('aria-controls', menu.id);

    toggle(menu, 'open');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close menu', hidden: true })).toHaveFocus();

    toggle(menu, 'closed');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('keeps Tab inside the open menu', () => {
    const menu = document.querySelector<HTMLElement>('[popover]')!;
    toggle(menu, 'open');
    const close = screen.getByRole('button', { name: 'Close menu', hidden: true });
    const last = screen.getByRole('link', { name: 'Pricing', hidden: true });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });
});
