import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Eyebrow,
  Grid,
  Heading,
  Section,
  Stack,
  Text,
} from '@agency/ui';
import type { FaqItem } from '@agency/content';
import { stickyAside } from './sticky.css';

export interface FaqSectionProps {
  id: string;
  heading: string;
  intro?: string;
  eyebrow?: string;
  faqs: readonly FaqItem[];
  /** `multiple`: several answers open at once; `single`: opening one closes the others. */
  type?: 'single' | 'multiple';
  tone?: 'default' | 'raised';
}

/**
 * Questions and answers in an accordion beside the section heading (stacked on small screens).
 * Every answer is in the prerendered HTML (`hidden="until-found"` while closed).
 */
export function FaqSection({
  id,
  heading,
  intro,
  eyebrow,
  faqs,
  type = 'multiple',
  tone,
}: FaqSectionProps) {
  const headingId = `${id}-heading`;
  const items = faqs.map((faq, index) => (
    <AccordionItem key={faq.question} value={`${id}-${index}`}>
      <AccordionTrigger>{faq.question}</AccordionTrigger>
      <AccordionContent>
        <Text>{faq.answer}</Text>
      </AccordionContent>
    </AccordionItem>
  ));
  return (
    <Section id={id} aria-labelledby={headingId} tone={tone}>
      <Grid split={[4, 8]} gap={{ base: 10, lg: 16 }} align="start">
        <Stack gap={4} className={stickyAside}>
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <Heading as="h2" id={headingId} size="3xl">
            {heading}
          </Heading>
          {intro ? <Text size="lg">{intro}</Text> : null}
        </Stack>
        {type === 'multiple' ? (
          <Accordion type="multiple" headingLevel={3}>
            {items}
          </Accordion>
        ) : (
          <Accordion type="single" collapsible headingLevel={3}>
            {items}
          </Accordion>
        )}
      </Grid>
    </Section>
  );
}
