import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  FeatureCard,
  Section,
  VisuallyHidden,
} from '@agency/ui';
import { Icon, type IconNode } from '~/components/Icon';
import { RouterLink } from '~/components/RouterLink';
import * as styles from './services.css';
import { keepListSemantics } from '../shared/listSemantics';
import { pageStyles as page } from '../page';

export interface ServiceCardDetail {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly icon: IconNode;
  readonly process: readonly string[];
  readonly technologies: readonly string[];
  readonly link: string;
}

export interface ServiceCardsData {
  readonly heading: string;
  readonly panelLabel: string;
  readonly processLabel: string;
  readonly technologiesLabel: string;
  readonly learnMoreLabel: string;
  readonly services: readonly ServiceCardDetail[];
}

/**
 * The six service cards. One accordion spans all six, so opening one card's 'Process &
 * Technologies' panel closes the panel of any other card; a second click closes it again.
 */
export function ServiceCards({ data }: { data: ServiceCardsData }) {
  return (
    <Section id="service-list" title={data.heading}>
      <Accordion type="single" collapsible variant="flush" headingLevel={4} className={styles.cardsRoot}>
        <ul className={styles.cardGrid} {...keepListSemantics}>
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
              className={styles.serviceCard}
            >
              <AccordionItem value={service.id} className={styles.panelItem}>
                <AccordionTrigger className={styles.panelTrigger}>
                  {data.panelLabel}
                  <VisuallyHidden>: {service.title}</VisuallyHidden>
                </AccordionTrigger>
                <AccordionContent>
                  <div className={styles.panelBody}>
                    <div>
                      <p className={page.listLabel}>{data.processLabel}</p>
                      <ol className={styles.processList} {...keepListSemantics}>
                        {service.process.map((step, index) => (
                          <li key={step} className={styles.processStep}>
                            <span className={styles.processIndex} aria-hidden="true">
                              {String(index + 1).padStart(2, '0')}
                            </span>
                            {step}
                          </li>
                        ))}
                      </ol>
                    </div>
                    <div>
                      <p className={page.listLabel}>{data.technologiesLabel}</p>
                      <ul className={page.chips} {...keepListSemantics}>
                        {service.technologies.map((tech) => (
                          <li key={tech} className={page.chip}>
                            {tech}
                          </li>
                        ))}
                      </ul>
                    </div>
                  </div>
                </AccordionContent>
              </AccordionItem>
            </FeatureCard>
          ))}
        </ul>
      </Accordion>
    </Section>
  );
}
