import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { WorkCard } from './WorkCard';

const visual = (
  <img
    src="/harbor-ledger-detail.avif"
    alt="The Harbor Ledger home screen up close"
    width={800}
    height={1000}
  />
);

describe('WorkCard', () => {
  it('leads with the work, then the title, text, more content and a link to the story', async () => {
    const { container } = render(
      <main>
        <ul>
          <WorkCard
            as="li"
            visual={visual}
            meta="Harbor Ledger · Fintech"
            title="Fintech & Banking"
            description="Secure financial products that move money reliably."
            link={{ href: '/services/development#case-study', label: 'Read the case study' }}
          >
            <p>Four features</p>
          </WorkCard>
        </ul>
      </main>,
    );
    const card = screen.getByRole('listitem');
    const [image, meta, heading, link] = [
      within(card).getByRole('img', { name: 'The Harbor Ledger home screen up close' }),
      within(card).getByText('Harbor Ledger · Fintech'),
      within(card).getByRole('heading', { level: 3, name: 'Fintech & Banking' }),
      within(card).getByRole('link', { name: 'Read the case study' }),
    ];
    for (const [before, after] of [
      [image, meta],
      [meta, heading],
      [heading, within(card).getByText('Four features')],
      [within(card).getByText('Four features'), link],
    ] as const)
      expect(before.compareDocumentPosition(after)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(link).toHaveAttribute('href', '/services/development#case-study');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is an article on its own, with the heading level of the outline and no link unless given', () => {
    render(<WorkCard visual={visual} title="Healthcare & MedTech" headingAs="h2" />);
    expect(screen.getByRole('article')).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'Healthcare & MedTech' }),
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});
