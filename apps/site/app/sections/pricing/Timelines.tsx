import { Section, TimeScale } from '@agency/ui';
import type { Route } from '../../routes/+types/pricing';

type TimelinesData = Route.ComponentProps['loaderData']['timelines'];

/** Typical delivery times (logo, landing pages, complex apps) marked along one axis, shortest first. */
export function Timelines({ data }: { data: TimelinesData }) {
  return (
    <Section id="timelines" title={data.heading} spacing="compact">
      <TimeScale
        items={data.items.map((item) => ({ label: item.project, value: item.duration }))}
      />
    </Section>
  );
}
