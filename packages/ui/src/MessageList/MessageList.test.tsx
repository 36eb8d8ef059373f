import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { MessageRow } from '../MessageRow/MessageRow';
import { MessageList } from './MessageList';

const row = (name: string) => (
  <MessageRow key={name} href={`?id=${name}`} title={name} meta="now" subtitle="" excerpt="Hi" />
);

describe('MessageList', () => {
  it('lists each row as an item, in order, with the footer after the list', async () => {
    const { container } = render(
      <MessageList footer={<button type="button">Load more</button>}>
        {[row('Ada'), row('Alan')]}
      </MessageList>,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '?id=Ada',
      '?id=Alan',
    ]);
    expect(within(screen.getByRole('list')).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
