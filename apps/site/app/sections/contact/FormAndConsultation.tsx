import { Card, CheckList, Heading, Section, Text } from '@agency/ui';
import { LazyContactForm as ContactForm, type ContactFormCopy } from '~/components/ContactForm';
import { ActionLink } from '../shared/ActionLink';
import type { LinkData } from '../shared/types';
import * as styles from './FormAndConsultation.css';

export interface FormAndConsultationData {
  readonly formHeading: string;
  readonly formIntro: string;
  readonly form: ContactFormCopy;
  readonly consultation: {
    readonly heading: string;
    readonly text: string;
    readonly bullets: readonly string[];
    readonly link: LinkData;
  };
}

/** The contact form beside the free project consultation (five bullets and the booking link). */
export function FormAndConsultation({ data }: { data: FormAndConsultationData }) {
  return (
    <Section id="message" spacing="compact">
      <div className={styles.formLayout}>
        <Card padding="lg" className={styles.formCard}>
          <div className={styles.formHead}>
            <Heading as="h2" size="2xl" id="contact-form-heading">
              {data.formHeading}
            </Heading>
            <Text>{data.formIntro}</Text>
          </div>
          <ContactForm id="contact-form" copy={data.form} labelledBy="contact-form-heading" />
        </Card>
        <aside className={styles.consultation} aria-labelledby="consultation-heading">
          <div className={styles.consultationGlow} aria-hidden="true" />
          <Heading as="h2" size="2xl" id="consultation-heading">
            {data.consultation.heading}
          </Heading>
          <Text>{data.consultation.text}</Text>
          <CheckList items={data.consultation.bullets} />
          <ActionLink link={data.consultation.link} size="lg" fullWidth />
          {data.consultation.link.note ? (
            <Text size="sm" tone="muted">
              {data.consultation.link.note}
            </Text>
          ) : null}
        </aside>
      </div>
    </Section>
  );
}
