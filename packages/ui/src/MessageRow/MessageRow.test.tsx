import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { MessageRow } from './MessageRow';

const row = {
  href: '?id=1',
  title: 'Ada Lovelace',
  meta: <time dateTime="2026-11-24T07:18:00Z">5 minutes ago</time>,
  subtitle: 'ada@example.com',
  excerpt: 'We need a new website.',
  badge: <span>New</span>,
};

describe('MessageRow', () => {
  it('is one link naming the sender, time, address, first line and status', async () => {
    const { container } = render(
      <ul>
        <li>
          <MessageRow {...row} />
        </li>
      </ul>,
    );
    const link = screen.getByRole('link');
    for (const text of [
      'Ada Lovelace',
      '5 minutes ago',
      'ada@example.com',
      'We need a new website.',
      'New',
    ])
      expect(within(link).getByText(text)).toBeInTheDocument();
    expect(link).toHaveAttribute('href', '?id=1');
    expect(link).not.toHaveAttribute('aria-current');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says an unread row is unread and marks the open one as current', () => {
    render(<MessageRow {...row} unread current unreadLabel="Not read" />);
    const link = screen.getByRole('link');
    expect(link).toHaveAccessibleName(/^Not read:\s*Ada Lovelace/);
    expect(link).toHaveAttribute('aria-current', 'true');
  });

  it('marks an unread row with a dot, and a read one without', () => {
    const { rerender } = render(<MessageRow {...row} unread />);
    const marker = screen.getByRole('link').querySelector('[data-unread-marker]');
    expect(marker).toBeInTheDocument();
    expect(marker).toHaveAttribute('aria-hidden', 'true');
    rerender(<MessageRow {...row} />);
    expect(screen.getByRole('link').querySelector('[data-unread-marker]')).toBeNull();
    expect(screen.getByRole('link')).toHaveAccessibleName(/^Ada Lovelace/);
  });

  it('shows what is beside the address, such as who owns the message, in the same link', async () => {
    const { container } = render(
      <ul>
        <li>
          <MessageRow {...row} aside="Owner: ana" />
        </li>
      </ul>,
    );
    const link = screen.getByRole('link');
    expect(within(link).getByText('Owner: ana')).toBeInTheDocument();
    expect(within(link).getByText('ada@example.com')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
