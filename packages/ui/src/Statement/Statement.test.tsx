import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { Statement } from './Statement';

const mission =
  'To give every client the strategic clarity, craft and engineering discipline they need.';

describe('Statement', () => {
  it('is a heading that names the statement, then the statement as a paragraph', async () => {
    const { container } = render(
      <main>
        <Statement heading="Our Mission" headingId="mission-heading">
          {mission}
        </Statement>
      </main>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Our Mission' });
    expect(heading).toHaveAttribute('id', 'mission-heading');
    const text = screen.getByText(mission);
    expect(text.tagName).toBe('P');
    expect(heading.compareDocumentPosition(text)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('takes its heading level from headingAs, and sets a lead statement apart from a display one', () => {
    render(
      <>
        <Statement heading="Our Mission">{mission}</Statement>
        <Statement heading="Our Vision" headingAs="h3" size="lead">
          A world where design is within reach.
        </Statement>
      </>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Our Vision' })).toBeInTheDocument();
    expect(screen.getByText(mission).className).not.toBe(
      screen.getByText('A world where design is within reach.').className,
    );
  });
});
