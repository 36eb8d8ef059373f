import { Card, Grid, Heading, Reveal, Section, Text } from '@agency/ui';
import { Icon, type IconNode } from '~/components/Icon';
import { ActionLink } from '../shared/ActionLink';
import * as shared from '../shared/shared.css';
import type { FeatureData, LinkData } from '../shared/types';
import * as styles from './home.css';
import { keepListSemantics } from '../shared/listSemantics';

export interface PreviewStep {
  readonly stepNumber: string;
  readonly title: string;
  readonly subtitle: string;
  readonly description: string;
}

export interface ProcessPreviewData {
  readonly eyebrow: string;
  readonly heading: string;
  readonly intro: string;
  readonly steps: readonly PreviewStep[];
  readonly caption: string;
  readonly button: LinkData;
  readonly pillars: readonly (FeatureData & { readonly icon: IconNode })[];
  readonly principles: {
    readonly heading: string;
    readonly intro: string;
    readonly items: readonly FeatureData[];
  };
}

/**
 * The first three of the six process steps (revealed 300 ms apart), the caption and the link to
 * the full methodology, then the four pillars and the principles.
 */
export function ProcessPreview({ data }: { data: ProcessPreviewData }) {
  return (
    <Section id="process" eyebrow={data.eyebrow} title={data.heading} intro={data.intro} tone="raised">
      <ol className={styles.steps} {...keepListSemantics}>
        {data.steps.map((step, index) => (
          <Reveal as="li" key={step.stepNumber} delay={index * 300} className={styles.cell}>
            <Card as="article" className={`${styles.stepCard} ${shared.raisedCard}`}>
              <span className={`${shared.stepNumber} ${styles.stepNumber}`} aria-hidden="true">
                {step.stepNumber}
              </span>
              <div className={styles.stepText}>
                <Heading as="h3" size="xl">
                  {step.title}
                </Heading>
                <Text size="sm" tone="accent" weight="medium">
                  {step.subtitle}
                </Text>
                <Text>{step.description}</Text>
              </div>
            </Card>
          </Reveal>
        ))}
      </ol>
      <div className={styles.previewFooter}>
        <Text tone="muted" align="center" className={styles.caption}>
          {data.caption}
        </Text>
        <ActionLink link={data.button} variant="secondary" size="lg" />
      </div>

      <Grid as="ul" columns={4} gap={5} className={styles.pillars}>
        {data.pillars.map((pillar) => (
          <li key={pillar.title} className={styles.pillar}>
            <span className={shared.iconBadge} aria-hidden="true">
              <Icon node={pillar.icon} />
            </span>
            <Heading as="h3" size="lg">
              {pillar.title}
            </Heading>
            <Text size="sm">{pillar.description}</Text>
          </li>
        ))}
      </Grid>

      <Card className={styles.principles} tone="outline" padding="lg">
        <div className={styles.principlesHead}>
          <Heading as="h3" size="2xl">
            {data.principles.heading}
          </Heading>
          <Text className={styles.principlesIntro}>{data.principles.intro}</Text>
        </div>
        <ul className={styles.principleList} {...keepListSemantics}>
          {data.principles.items.map((item) => (
            <li key={item.title} className={styles.principle}>
              <p className={styles.principleTitle}>{item.title}</p>
              <Text size="sm">{item.description}</Text>
            </li>
          ))}
        </ul>
      </Card>
    </Section>
  );
}
