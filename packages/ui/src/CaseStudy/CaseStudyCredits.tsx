import { AnyLink } from '../internal/AnyLink';
import type { LinkComponent } from '../internal/link';
import type { CaseStudyLabels, CaseStudyProps } from './CaseStudy';
import * as styles from './CaseStudy.css';

/** Who did the work, and the services it took (links to their pages). */
export function CaseStudyCredits({
  labels,
  team,
  services,
  linkComponent,
}: {
  labels: Pick<CaseStudyLabels, 'team' | 'services'>;
  team: CaseStudyProps['team'];
  services: CaseStudyProps['services'];
  linkComponent: LinkComponent | undefined;
}) {
  return (
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
  );
}
