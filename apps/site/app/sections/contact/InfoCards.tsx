import { Grid, InfoCard } from '@agency/ui';
import { Icon } from '~/components/Icon';
import * as styles from './InfoCards.css';
import type { Route } from '../../routes/+types/contact';

type InfoCardData = Route.ComponentProps['loaderData']['cards'][number];

const lines = (values: readonly string[]) => values.map((line) => <span key={line}>{line}</span>);

/**
 * E-mail, phone, principal office and response time: four compact cards in one row on wide
 * screens, placed in the header band under the stat tiles so the form starts early on the page.
 */
export function InfoCards({ cards }: { cards: readonly InfoCardData[] }) {
  return (
    <div id="contact-details">
      <Grid as="ul" columns={{ md: 2, lg: 4 }} gap={4}>
        {cards.map((card) => (
          <InfoCard
            key={card.id}
            as="li"
            headingAs="h2"
            icon={<Icon node={card.icon} />}
            iconPlacement="corner"
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
      </Grid>
    </div>
  );
}
