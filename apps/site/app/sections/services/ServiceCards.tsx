import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  ChipList,
  FeatureCard,
  Grid,
  Section,
  Stack,
  VisuallyHidden,
} from '@agency/ui';
import { Icon } from '~/components/Icon';
import { RouterLink } from '~/components/RouterLink';
import * as styles from './ServiceCards.css';
import { listLabel } from '../page';
import type { Route } from '../../routes/+types/services';

type ServiceCardsData = Route.ComponentProps['loaderData']['cards'];

/**
 * The six service cards. One accordion spans all six, so opening one card's 'Process &
 * Technologies' panel closes the panel of any other card; a second click closes it again.
 */
export function ServiceCards({ data }: { data: ServiceCardsData }) {
  return (
    <Section id="service-list" title={data.heading}>
      <Accordion type="single" collapsible variant="flush" headingLevel={4}>
        <Grid as="ul" columns={3} gap={6} align="start">
          {data.services.map((service) => (
            <FeatureCard
              key={service.id}
              as="li"
              icon={<Icon node={service.icon} />}
              title={service.title}
              description={service.description}
              href={service.link}
              linkLabel={data.learnMoreLabel}
              linkComponent={RouterLink}
              className={styles.card}
            >
              <AccordionItem value={service.id} className={styles.panelItem}>
                <AccordionTrigger className={styles.panelTrigger}>
                  {data.panelLabel}
                  <VisuallyHidden>: {service.title}</VisuallyHidden>
                </AccordionTrigger>
                <AccordionContent>
                  <Stack gap={5} className={styles.panelBody}>
                    <div>
                      <p className={listLabel}>{data.processLabel}</p>
                      <Stack as="ol" gap={2}>
                        {service.process.map((step, index) => (
                          <li key={step} className={styles.processStep}>
                            <span className={styles.processIndex} aria-hidden="true">
                              {String(index + 1).padStart(2, '0')}
                            </span>
                            {step}
                          </li>
                        ))}
                      </Stack>
                    </div>
                    <div>
                      <p className={listLabel}>{data.technologiesLabel}</p>
                      <ChipList items={service.technologies} />
                    </div>
                  </Stack>
                </AccordionContent>
              </AccordionItem>
            </FeatureCard>
          ))}
        </Grid>
      </Accordion>
    </Section>
  );
}
