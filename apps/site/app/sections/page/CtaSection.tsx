import { Heading, Section, Stack, Text } from '@agency/ui';
import { ActionLink } from '../shared/ActionLink';
import * as styles from './CtaSection.css';
import type { LinkData } from '../shared/types';

export interface CtaData {
  readonly heading: string;
  readonly text: string;
  readonly primary: LinkData;
  readonly secondary?: LinkData | undefined;
}

/** The closing call to action of a page: a glowing panel with one primary and one secondary link. */
export function CtaSection({ id, cta }: { id: string; cta: CtaData }) {
  const headingId = `${id}-heading`;
  return (
    <Section id={id} aria-labelledby={headingId}>
      <Stack gap={5} align="center" className={styles.panel}>
        <div className={styles.glow} aria-hidden="true" />
        <Heading as="h2" id={headingId} size="3xl" align="center">
          {cta.heading}
        </Heading>
        <Text size="lg" align="center" measure>
          {cta.text}
        </Text>
        <Stack direction="row" justify="center" gap={3} className={styles.actions}>
          <ActionLink link={cta.primary} size="lg" />
          {cta.secondary ? <ActionLink link={cta.secondary} size="lg" variant="secondary" /> : null}
        </Stack>
      </Stack>
    </Section>
  );
}
