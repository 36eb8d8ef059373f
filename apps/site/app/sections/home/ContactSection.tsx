import { Card, Heading, Section, Stack, Text } from '@agency/ui';
import { Island } from '~/islands/Island';
import { ActionLink } from '../shared/ActionLink';
import * as styles from './ContactSection.css';
import type { Route } from '../../routes/+types/home';

type ContactSectionData = Route.ComponentProps['loaderData']['contact'];

/**
 * Start a Project: the page ends on one centred column, like a letter: the form in its card, then the free call and
 * the direct lines under it, on a hairline.
 */
export function ContactSection({ data }: { data: ContactSectionData }) {
  return (
    <Section
      id="contact"
      eyebrow={data.eyebrow}
      title={data.heading}
      intro={data.intro}
      align="center"
    >
      <div className={styles.column}>
        <Card padding="lg" className={styles.formCard}>
          <Island island={data.form} />
        </Card>
        <aside className={styles.booking} aria-labelledby="home-booking-heading">
          <Stack gap={3} className={styles.bookingWords}>
            <Heading as="h3" size="lg" id="home-booking-heading">
              {data.booking.heading}
            </Heading>
            <Text size="sm">{data.booking.description}</Text>
          </Stack>
          <ActionLink link={data.booking} size="lg" variant="secondary" />
          <ul className={styles.contactList}>
            {data.contacts.map((contact) => (
              <li key={contact.href}>
                <span className={styles.contactLabel}>{contact.label}</span>
                <a href={contact.href} className={styles.contactValue}>
                  {contact.value}
                </a>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </Section>
  );
}
