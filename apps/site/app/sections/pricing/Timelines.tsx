import { Section } from '@agency/ui';
import { TimelineTiles } from '../page';
import type { Route } from '../../routes/+types/pricing';

type TimelinesData = Route.ComponentProps['loaderData']['timelines'];

/** Typical delivery times: logo, landing pages, complex apps. */
export function Timelines({ data }: { data: TimelinesData }) {
  return (
    <Section id="timelines" title={data.heading} spacing="compact">
      <TimelineTiles items={data.items} />
    </Section>
  );
}
