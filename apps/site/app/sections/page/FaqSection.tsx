import { Accordion, AccordionContent, AccordionItem, AccordionTrigger, Section, Text } from '@agency/ui';
import * as styles from './page.css';
import type { FaqData } from '../shared/types';

export interface FaqSectionProps {
  id: string;
  heading: string;
  intro?: string;
  eyebrow?: string;
  faqs: readonly FaqData[];
  /** `multiple`: several answers open at once; `single`: opening one closes the others. */
  type?: 'single' | 'multiple';
  tone?: 'default' | 'raised';
}

/** Questions and answers in an accordion; every answer is in the prerendered HTML. */
export function FaqSection({
  id,
  heading,
  intro,
  eyebrow,
  faqs,
  type = 'multiple',
  tone,
}: FaqSectionProps) {
  const items = faqs.map((faq, index) => (
    <AccordionItem key={faq.question} value={`${id}-${index}`}>
      <AccordionTrigger>{faq.question}</AccordionTrigger>
      <AccordionContent>
        <Text>{faq.answer}</Text>
      </AccordionContent>
    </AccordionItem>
  ));
  return (
    <Section id={id} title={heading} intro={intro} eyebrow={eyebrow} tone={tone} container="md">
      <div className={styles.faq}>
        {type === 'multiple' ? (
          <Accordion type="multiple" headingLevel={3}>
            {items}
          </Accordion>
        ) : (
          <Accordion type="single" collapsible headingLevel={3}>
            {items}
          </Accordion>
        )}
      </div>
    </Section>
  );
}
