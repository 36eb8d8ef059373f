import { useId, type ReactNode } from 'react';
import { Container } from '../Container/Container';
import { Eyebrow } from '../Eyebrow/Eyebrow';
import { Heading } from '../Heading/Heading';
import { AnyLink } from '../internal/AnyLink';
import type { LinkComponent } from '../internal/link';
import * as styles from './CaseStudy.css';

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

        <div className={styles.outcomes}>
          <h3 className={styles.label}>{labels.outcomes}</h3>
          <ul className={styles.outcomeList}>
            {outcomes.map((outcome) => (
              <li key={outcome.label} className={styles.outcome}>
                <p className={styles.figure}>
                  <span className={styles.value}>{outcome.value}</span>
                  <span className={styles.unit}>{outcome.unit}</span>
                </p>
                <p className={styles.outcomeLabel}>{outcome.label}</p>
              </li>
            ))}
          </ul>
        </div>

        <div className={styles.story}>
          <div className={styles.narrative}>
            <h3 className={styles.label}>{labels.problem}</h3>
            <p className={styles.problem}>{problem}</p>
            <h3 className={styles.label}>{labels.approach}</h3>
            <ol className={styles.steps}>
              {approach.map((step) => (
                <li key={step} className={styles.step}>
                  {step}
                </li>
              ))}
            </ol>
          </div>
          <div className={styles.aside}>
            {detail ? <figure className={styles.detail}>{detail}</figure> : null}
            {quote ? (
              <figure className={styles.quote}>
                <blockquote className={styles.quoteText}>
                  <p>{quote.text}</p>
                </blockquote>
                <figcaption className={styles.quoteCaption}>
                  <cite className={styles.quoteAuthor}>{quote.author}</cite>
                  <span>
                    {quote.position}, {client}
                  </span>
                </figcaption>
              </figure>
            ) : null}
          </div>
        </div>

        <div className={styles.credits}>
          <div>
            <h3 className={styles.label}>{labels.team}</h3>
            <ul className={styles.team}>
              {team.map((person) => (
                <li key={person.name}>
                  <span className={styles.personName}>{person.name}</span>
                  <span className={styles.personRole}>{person.role}</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className={styles.label}>{labels.services}</h3>
            <ul className={styles.services}>
              {services.map((service) => (
                <li key={service.href}>
                  <AnyLink
                    href={service.href}
                    linkComponent={linkComponent}
                    className={styles.serviceLink}
                  >
                    {service.label}
                  </AnyLink>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Container>
    </section>
  );
}
