import { render, screen } from '@testing-library/react';
import { EmailAddress } from './EmailAddress';

describe('EmailAddress', () => {
  it('reads as the address and may break only after the @ and after dots', () => {
    const { container } = render(
      <p>
        <EmailAddress>priya.okafor@very-long-company.example.co.uk</EmailAddress>
      </p>,
    );
    expect(screen.getByText('priya.okafor@very-long-company.example.co.uk')).toBeInTheDocument();
    const text = container.querySelector('p')!;
    const breaksAfter = [...text.querySelectorAll('wbr')].map((wbr) =>
      wbr.previousSibling?.textContent?.at(-1),
    );
    expect(breaksAfter).toEqual(['.', '@', '.', '.', '.']);
  });

  it('leaves an address without dots or @ whole', () => {
    const { container } = render(
      <p>
        <EmailAddress>localpart</EmailAddress>
      </p>,
    );
    expect(container.querySelectorAll('wbr')).toHaveLength(0);
    expect(container).toHaveTextContent('localpart');
  });
});
