import { Grid, InfoCard, Section } from '@agency/ui';
import { Icon } from '~/components/Icon';
import * as styles from './ContactDetails.css';
import type { Route } from '../../routes/+types/contact';

type ContactDetailsData = Route.ComponentProps['loaderData']['details'];

const lines = (values: readonly string[]) => values.map((line) => <span key={line}>{line}</span>);

/** After the form: e-mail, phone, principal office and response time, four compact cards in one row on wide screens. */
export function ContactDetails({ data }: { data: ContactDetailsData }) {
  return (
    <Section id="contact-details" title={data.heading} spacing="compact">
      <Grid as="ul" columns={{ md: 2, lg: 4 }} gap={4}>
        {data.cards.map((card) => (
          <InfoCard
            key={card.id}
            as="li"
            headingAs="h3"
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
    </Section>
  );
}
