import type { CaseStudyOutcome } from './CaseStudy';
import * as styles from './CaseStudy.css';

/** The measured outcomes: each figure with its unit, over what was measured. */
export function CaseStudyOutcomes({
  label,
  outcomes,
}: {
  label: string;
  outcomes: readonly CaseStudyOutcome[];
}) {
  return (
    <div className={styles.outcomes}>
      <h3 className={styles.label}>{label}</h3>
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
  );
}
