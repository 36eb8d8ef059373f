import { Card, CheckList, Heading, Stack, Text } from '@agency/ui';
import { Island } from '~/islands/Island';
import { ActionLink } from '../shared/ActionLink';
import * as styles from './FormAndConsultation.css';
import type { Route } from '../../routes/+types/contact';

type FormAndConsultationData = Route.ComponentProps['loaderData']['form'];

/** The contact form in its card; the card is the target of the header's "Start a project" action. */
export function ContactFormCard({ data }: { data: FormAndConsultationData }) {
  return (
    <Card id={data.anchor} padding="lg" gap={8}>
      <Stack gap={3}>
        <Heading as="h2" size="2xl" id="contact-form-heading">
          {data.formHeading}
        </Heading>
        <Text>{data.formIntro}</Text>
      </Stack>
      <Island island={data.form} />
    </Card>
  );
}

/** The free project consultation: five bullets, the booking link and the one explanation of the free call. */
export function Consultation({ data }: { data: FormAndConsultationData }) {
  return (
    <Card
      as="aside"
      tone="raised"
      padding="lg"
      gap={5}
      className={styles.consultation}
      aria-labelledby="consultation-heading"
    >
      <div className={styles.consultationGlow} aria-hidden="true" />
      <Heading as="h2" size="2xl" id="consultation-heading">
        {data.consultation.heading}
      </Heading>
      <Text>{data.consultation.text}</Text>
      <CheckList items={data.consultation.bullets} />
      <ActionLink link={data.consultation.link} size="lg" fullWidth />
      <Text size="sm" tone="muted">
        {data.consultation.note}
      </Text>
    </Card>
  );
}
