import { Card, Grid, Heading, Section, Stack, Text } from '@agency/ui';
import { Island } from '~/islands/Island';
import { ActionLink } from '../shared/ActionLink';
import * as styles from './ContactSection.css';
import type { Route } from '../../routes/+types/home';

type ContactSectionData = Route.ComponentProps['loaderData']['contact'];

/** Start a Project: the contact form beside the free-consultation booking link. */
export function ContactSection({ data }: { data: ContactSectionData }) {
  return (
    <Section id="contact" eyebrow={data.eyebrow} title={data.heading} intro={data.intro}>
      <Grid split={[1.6, 1]} gap={6} align="start">
        <Card padding="lg">
          <Island island={data.form} />
        </Card>
        <Card
          as="aside"
          tone="outline"
          padding="lg"
          gap={5}
          className={styles.booking}
          aria-labelledby="home-booking-heading"
        >
          <div className={styles.bookingGlow} aria-hidden="true" />
          <Heading as="h3" size="xl" id="home-booking-heading">
            {data.booking.heading}
          </Heading>
          <Text>{data.booking.description}</Text>
          <ActionLink link={data.booking} size="lg" fullWidth />
          <Stack as="ul" gap={4} className={styles.contactList}>
            {data.contacts.map((contact) => (
              <li key={contact.href}>
                <span className={styles.contactLabel}>{contact.label}</span>
                <a href={contact.href} className={styles.contactValue}>
                  {contact.value}
                </a>
              </li>
            ))}
          </Stack>
        </Card>
      </Grid>
    </Section>
  );
}
