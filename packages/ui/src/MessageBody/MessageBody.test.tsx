import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { MessageBody } from './MessageBody';

describe('MessageBody', () => {
  it('shows markup as the text it is, line breaks included', async () => {
    const text = 'Hello,\n<b>not bold</b>\nthanks';
    const { container } = render(<MessageBody>{text}</MessageBody>);
    const paragraph = container.querySelector('p');
    expect(paragraph?.textContent).toBe(text);
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText(/not bold/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('can carry a heading', () => {
    render(<MessageBody title="Message">Hello</MessageBody>);
    expect(screen.getByRole('heading', { level: 3, name: 'Message' })).toBeInTheDocument();
  });
});
