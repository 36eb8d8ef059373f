import {
  Card,
  Grid,
  Heading,
  IconBadge,
  Reveal,
  Section,
  Stack,
  StepNumber,
  Text,
} from '@agency/ui';
import { Icon } from '~/components/Icon';
import { ActionLink } from '../shared/ActionLink';
import * as styles from './ProcessPreview.css';
import type { Route } from '../../routes/+types/home';

type ProcessPreviewData = Route.ComponentProps['loaderData']['process'];

/**
 * The first three of the six process steps (revealed 300 ms apart), the caption and the link to
 * the full methodology, then the four pillars and the principles.
 */
export function ProcessPreview({ data }: { data: ProcessPreviewData }) {
  return (
    <Section
      id="process"
      eyebrow={data.eyebrow}
      title={data.heading}
      intro={data.intro}
      tone="raised"
    >
      <Grid as="ol" columns={{ lg: 3 }} gap={6}>
        {data.steps.map((step, index) => (
          <Reveal as="li" key={step.stepNumber} delay={index * 300}>
            <Card as="article" gap={6} className={styles.stepCard}>
              <StepNumber value={step.stepNumber} />
              <Stack gap={2}>
                <Heading as="h3" size="xl">
                  {step.title}
                </Heading>
                <Text size="sm" tone="accent" weight="medium">
                  {step.subtitle}
                </Text>
                <Text>{step.description}</Text>
              </Stack>
            </Card>
          </Reveal>
        ))}
      </Grid>
      <Stack gap={5} align="center" className={styles.footer}>
        <Text tone="muted" align="center" className={styles.caption}>
          {data.caption}
        </Text>
        <ActionLink link={data.button} variant="secondary" size="lg" />
      </Stack>

      <Grid as="ul" columns={4} gap={5} className={styles.pillars}>
        {data.pillars.map((pillar) => (
          <Stack as="li" gap={3} align="start" key={pillar.title}>
            <IconBadge>
              <Icon node={pillar.icon} />
            </IconBadge>
            <Heading as="h3" size="lg">
              {pillar.title}
            </Heading>
            <Text size="sm">{pillar.description}</Text>
          </Stack>
        ))}
      </Grid>

      <Card className={styles.principles} tone="outline" padding="lg" gap={8}>
        <Stack gap={3} className={styles.principlesHead}>
          <Heading as="h3" size="2xl">
            {data.principles.heading}
          </Heading>
          <Text>{data.principles.intro}</Text>
        </Stack>
        <Grid as="ul" columns={{ md: 2, lg: 4 }} gap={6}>
          {data.principles.items.map((item) => (
            <Stack as="li" gap={1} key={item.title} className={styles.principle}>
              <Text size="lg" tone="default" weight="semibold" className={styles.principleTitle}>
                {item.title}
              </Text>
              <Text size="sm">{item.description}</Text>
            </Stack>
          ))}
        </Grid>
      </Card>
    </Section>
  );
}
