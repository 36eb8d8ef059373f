import { Grid, Heading, IconBadge, Section } from '@agency/ui';
import { Icon } from '~/components/Icon';
import * as styles from './ContactDetails.css';
import type { Route } from '../../routes/+types/contact';

type ContactDetailsData = Route.ComponentProps['loaderData']['details'];

const lines = (values: readonly string[]) => values.map((line) => <span key={line}>{line}</span>);

/**
 * After the form: e-mail, phone, principal office and response time, set like a letterhead: four columns between
 * hairlines on wide screens, no cards.
 */
export function ContactDetails({ data }: { data: ContactDetailsData }) {
  return (
    <Section id="contact-details" title={data.heading}>
      <Grid as="ul" columns={{ md: 2, lg: 4 }} gap={0} className={styles.list}>
        {data.cards.map((card) => (
          <li key={card.id} className={styles.item}>
            <IconBadge>
              <Icon node={card.icon} />
            </IconBadge>
            <Heading as="h3" size="md" className={styles.title}>
              {card.title}
            </Heading>
            {/* The link covers only the value; the explanation stays plain text. */}
            {card.href ? (
              <a href={card.href} className={`${styles.infoValue} ${styles.infoLink}`}>
                {lines(card.lines)}
              </a>
            ) : (
              <span className={styles.infoValue}>{lines(card.lines)}</span>
            )}
            <span className={styles.infoDescription}>{card.description}</span>
          </li>
        ))}
      </Grid>
    </Section>
  );
}
