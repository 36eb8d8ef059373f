import { ChipList, Grid, Section, Stack } from '@agency/ui';
import * as styles from './ProcessAndTech.css';
import { listLabel } from '../page';
import type { Route } from '../../routes/+types/service-detail';

type ProcessAndTechData = Route.ComponentProps['loaderData']['process'];

/** The service's five process steps as a numbered track, then its key technologies. */
export function ProcessAndTech({ data }: { data: ProcessAndTechData }) {
  return (
    <Section id="process-technologies" title={data.heading} tone="raised">
      <p className={listLabel}>{data.processLabel}</p>
      <Grid as="ol" columns={{ md: 5 }} gap={{ base: 3, md: 4 }}>
        {data.process.map((step, index) => (
          <Stack as="li" gap={2} key={step} className={styles.step}>
            <span className={styles.index} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <span className={styles.label}>{step}</span>
          </Stack>
        ))}
      </Grid>
      <div className={styles.tech}>
        <p className={listLabel}>{data.technologiesLabel}</p>
        <ChipList items={data.technologies} />
      </div>
    </Section>
  );
}
