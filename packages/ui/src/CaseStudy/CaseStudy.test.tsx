import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { CaseStudy } from './CaseStudy';
import { caseStudyFixture as study } from './CaseStudy.fixture';

const visual = <img src="/product.avif" alt="The app on two phones" width={1600} height={1000} />;
const detail = <img src="/detail.avif" alt="The home screen up close" width={800} height={1000} />;

describe('CaseStudy', () => {
  it('is a region named by its title, with the client, sector and year', async () => {
    const { container } = render(
      <main>
        <CaseStudy {...study} visual={visual} detail={detail} />
      </main>,
    );
    const region = screen.getByRole('region', { name: study.title });
    expect(region).toHaveAttribute('id', 'case-study');
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(study.title);
    expect(within(region).getByText('Harbor Ledger', { selector: 'span' })).toBeInTheDocument();
    expect(within(region).getByText('Fintech')).toBeInTheDocument();
    expect(within(region).getByText('2025')).toBeInTheDocument();
    expect(within(region).getByRole('img', { name: 'The app on two phones' })).toBeInTheDocument();
    expect(
      within(region).getByRole('img', { name: 'The home screen up close' }),
    ).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lists the three outcomes with their figure, unit and label', () => {
    render(<CaseStudy {...study} visual={visual} />);
    const heading = screen.getByRole('heading', { level: 3, name: 'What changed' });
    const list = within(heading.parentElement!).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '11weeksfrom kickoff to App Store approval',
      '4.8out of 5App Store rating across 1,900 reviews',
      '0findingsat the first compliance audit',
    ]);
  });

  it('tells the problem, then what was done as numbered steps', () => {
    render(<CaseStudy {...study} visual={visual} />);
    expect(screen.getByRole('heading', { level: 3, name: 'The problem' })).toBeInTheDocument();
    expect(screen.getByText(study.problem)).toBeInTheDocument();
    const steps = screen.getByRole('heading', { level: 3, name: 'What we did' }).nextElementSibling;
    expect(steps?.tagName).toBe('OL');
    expect(within(steps as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
  });

  it('quotes the client by name and role, and credits the team and the services', () => {
    render(<CaseStudy {...study} visual={visual} />);
    const quote = screen.getByText(study.quote.text).closest('figure')!;
    expect(within(quote).getByText('Priya Raman').tagName).toBe('CITE');
    expect(within(quote).getByText('Co-founder & CEO, Harbor Ledger')).toBeInTheDocument();
    expect(screen.getByText('Kwame Asante')).toBeInTheDocument();
    expect(screen.getByText('Security & Compliance Lead')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Design & User Experience' })).toHaveAttribute(
      'href',
      '/services/design-ux',
    );
  });

  it('leaves out the quote and the detail when there are none', () => {
    const { quote: _quote, ...withoutQuote } = study;
    render(<CaseStudy {...withoutQuote} visual={visual} />);
    expect(screen.queryByRole('blockquote')).toBeNull();
    expect(document.querySelector('blockquote')).toBeNull();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });
});
