import { InfoCard, Section } from '@agency/ui';
import { Icon, type IconNode } from '~/components/Icon';
import * as styles from './contact.css';
import { keepListSemantics } from '../shared/listSemantics';

export interface InfoCardData {
  readonly id: string;
  readonly icon: IconNode;
  readonly title: string;
  readonly lines: readonly string[];
  readonly href?: string | undefined;
  readonly description: string;
}

const lines = (values: readonly string[]) =>
  values.map((line) => (
    <span key={line} className={styles.infoLine}>
      {line}
    </span>
  ));

/** E-mail, phone, principal office and response time. */
export function InfoCards({ cards }: { cards: readonly InfoCardData[] }) {
  return (
    <Section id="contact-details" spacing="compact">
      <ul className={styles.infoGrid} {...keepListSemantics}>
        {cards.map((card) => (
          <InfoCard
            key={card.id}
            as="li"
            headingAs="h2"
            icon={<Icon node={card.icon} />}
            title={card.title}
          >
            {/* The link covers only the value; the explanation stays plain text. */}
            {card.href ? (
              <a href={card.href} className={`${styles.infoValue} ${styles.infoLink}`}>
                {lines(card.lines)}
              </a>
            ) : (
              <span className={styles.infoValue}>{lines(card.lines)}</span>
            )}
            <span className={styles.infoDescription}>{card.description}</span>
          </InfoCard>
        ))}
      </ul>
    </Section>
  );
}
