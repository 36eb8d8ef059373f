import { Card, CheckList, Grid, Heading, Section, Stack, Text } from '@agency/ui';
import { Island } from '~/islands/Island';
import { ActionLink } from '../shared/ActionLink';
import * as styles from './FormAndConsultation.css';
import type { Route } from '../../routes/+types/contact';

type FormAndConsultationData = Route.ComponentProps['loaderData']['form'];

/** The contact form beside the free project consultation (five bullets and the booking link). */
export function FormAndConsultation({ data }: { data: FormAndConsultationData }) {
  return (
    <Section id="message" spacing="compact">
      <Grid split={[1.5, 1]} gap={6} align="start">
        <Card padding="lg" gap={8}>
          <Stack gap={3}>
            <Heading as="h2" size="2xl" id="contact-form-heading">
              {data.formHeading}
            </Heading>
            <Text>{data.formIntro}</Text>
          </Stack>
          <Island island={data.form} />
        </Card>
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
      </Grid>
    </Section>
  );
}
