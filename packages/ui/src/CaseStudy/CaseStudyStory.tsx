import type { ReactNode } from 'react';
import type { CaseStudyLabels, CaseStudyProps } from './CaseStudy';
import * as styles from './CaseStudy.css';

/** The story: the problem and the steps taken, beside a close crop of the product and the client's words. */
export function CaseStudyStory({
  labels,
  problem,
  approach,
  detail,
  quote,
  client,
}: {
  labels: Pick<CaseStudyLabels, 'problem' | 'approach'>;
  problem: string;
  approach: readonly string[];
  detail: ReactNode;
  quote: CaseStudyProps['quote'];
  /** Who the quote's author works for. */
  client: string;
}) {
  return (
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
  );
}
