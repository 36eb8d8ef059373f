import { Heading, Section, Stack, Text } from '@agency/ui';
import { ActionLink } from '../shared/ActionLink';
import * as styles from './CustomQuote.css';
import type { Route } from '../../routes/+types/pricing';

type CustomQuoteData = Route.ComponentProps['loaderData']['customQuote'];

/** Something not on the list: a quote on request. */
export function CustomQuote({ data }: { data: CustomQuoteData }) {
  return (
    <Section id="custom-quote" spacing="compact" aria-labelledby="custom-quote-heading">
      <Stack gap={6} align="start" className={styles.quoteBand}>
        <Stack gap={3} className={styles.quoteText}>
          <Heading as="h2" size="2xl" id="custom-quote-heading">
            {data.heading}
          </Heading>
          <Text>{data.text}</Text>
        </Stack>
        <ActionLink link={data.link} size="lg" />
      </Stack>
    </Section>
  );
}
