import { Section } from '@agency/ui';
import * as shared from '../shared/shared.css';
import * as styles from './detail.css';
import { keepListSemantics } from '../shared/listSemantics';
import { pageStyles as page } from '../page';

export interface ProcessAndTechData {
  readonly heading: string;
  readonly processLabel: string;
  readonly process: readonly string[];
  readonly technologiesLabel: string;
  readonly technologies: readonly string[];
}

/** The service's five process steps as a numbered track, then its key technologies. */
export function ProcessAndTech({ data }: { data: ProcessAndTechData }) {
  return (
    <Section id="process-technologies" title={data.heading} tone="raised">
      <p className={page.listLabel}>{data.processLabel}</p>
      <ol className={styles.track} {...keepListSemantics}>
        {data.process.map((step, index) => (
          <li key={step} className={`${styles.trackStep} ${shared.raisedCard}`}>
            <span className={styles.trackIndex} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <span className={styles.trackLabel}>{step}</span>
          </li>
        ))}
      </ol>
      <div className={styles.techBlock}>
        <p className={page.listLabel}>{data.technologiesLabel}</p>
        <ul className={page.chips} {...keepListSemantics}>
          {data.technologies.map((tech) => (
            <li key={tech} className={page.chip}>
              {tech}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
