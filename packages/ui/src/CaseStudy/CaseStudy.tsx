import { useId, type ReactNode } from 'react';
import { Container } from '../Container/Container';
import { Eyebrow } from '../Eyebrow/Eyebrow';
import { Heading } from '../Heading/Heading';
import type { LinkComponent } from '../internal/link';
import * as styles from './CaseStudy.css';
import { CaseStudyCredits } from './CaseStudyCredits';
import { CaseStudyOutcomes } from './CaseStudyOutcomes';
import { CaseStudyStory } from './CaseStudyStory';

export interface CaseStudyOutcome {
  /** The figure, e.g. "2.4". */
  value: string;
  /** Its unit, e.g. "×", "%", "weeks". */
  unit: string;
  /** What was measured, e.g. "appointments booked online". */
  label: string;
}

export interface CaseStudyLabels {
  problem: string;
  approach: string;
  outcomes: string;
  team: string;
  services: string;
}

export type CaseStudyProps = {
  /** Anchor of the section (e.g. `case-study` for `#case-study`); the heading gets `{id}-heading`. */
  id?: string;
  /** Small accent label above the heading, e.g. "Case study". */
  eyebrow: string;
  client: string;
  sector: string;
  year: number;
  title: string;
  summary: string;
  /** The product's key screens (16:10), e.g. a `Picture`. */
  visual: ReactNode;
  /** One close crop (4:5) beside the story. */
  detail?: ReactNode;
  outcomes: readonly CaseStudyOutcome[];
  problem: string;
  approach: readonly string[];
  /** The client's words about the work. */
  quote?: { text: string; author: string; position: string };
  team: readonly { name: string; role: string }[];
  services: readonly { label: string; href: string }[];
  labels: CaseStudyLabels;
  /** The app's link component for internal hrefs. */
  linkComponent?: LinkComponent;
};

/**
 * A case study told as a page section: who the client is, the product's screens at full width, the three measured
 * outcomes, then the problem, what was done, the client's words and the people who did it.
 */
export function CaseStudy({
  id,
  eyebrow,
  client,
  sector,
  year,
  title,
  summary,
  visual,
  detail,
  outcomes,
  problem,
  approach,
  quote,
  team,
  services,
  labels,
  linkComponent,
}: CaseStudyProps) {
  const generatedId = useId();
  const headingId = `${id ?? generatedId}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section}>
      <Container size="lg" className={styles.layout}>
        <header className={styles.header}>
          <Eyebrow>{eyebrow}</Eyebrow>
          <p className={styles.meta}>
            <span className={styles.client}>{client}</span>
            <span>{sector}</span>
            <span>{year}</span>
          </p>
          <Heading as="h2" id={headingId} size="4xl" className={styles.title}>
            {title}
          </Heading>
          <p className={styles.summary}>{summary}</p>
        </header>

        <figure className={styles.visual}>{visual}</figure>

        <CaseStudyOutcomes label={labels.outcomes} outcomes={outcomes} />

        <CaseStudyStory
          labels={labels}
          problem={problem}
          approach={approach}
          detail={detail}
          quote={quote}
          client={client}
        />

        <CaseStudyCredits
          labels={labels}
          team={team}
          services={services}
          linkComponent={linkComponent}
        />
      </Container>
    </section>
  );
}
