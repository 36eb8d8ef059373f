export { Accordion, AccordionItem, AccordionTrigger, AccordionContent } from './Accordion';
export type {
  AccordionProps,
  AccordionSingleProps,
  AccordionMultipleProps,
  AccordionHeadingLevel,
  AccordionItemProps,
  AccordionTriggerProps,
  AccordionContentProps,
} from './Accordion';
