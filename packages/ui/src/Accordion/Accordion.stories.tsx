import type { Meta, StoryObj } from '@storybook/react-vite';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './Accordion';

const faqs = [
  {
    value: 'timeline',
    question: 'How long does a typical project take?',
    answer: 'A logo takes 2-3 days, a landing page 1-2 weeks and a complex application 8-12 weeks.',
  },
  {
    value: 'quote',
    question: 'How quickly will I receive a quote?',
    answer: 'Quotes are turned around within 24-48 hours of the discovery call.',
  },
  {
    value: 'support',
    question: 'Do you support the product after launch?',
    answer:
      'Yes. Launch & Ongoing Support is the sixth step of the process, with monthly retainers available.',
  },
];

const items = faqs.map((faq) => (
  <AccordionItem key={faq.value} value={faq.value}>
    <AccordionTrigger>{faq.question}</AccordionTrigger>
    <AccordionContent>
      <p>{faq.answer}</p>
    </AccordionContent>
  </AccordionItem>
));

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  subcomponents: { AccordionItem, AccordionTrigger, AccordionContent },
  tags: ['autodocs'],
  args: { type: 'single', children: items },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof Accordion>;

/** One panel open at a time; the open one can be closed again (service cards' 'Process & Technologies'). */
export const Single: Story = {
  args: { type: 'single', collapsible: true, defaultValue: 'timeline' },
};

/** One panel always open: the open item's trigger is `aria-disabled`. */
export const SingleNotCollapsible: Story = {
  args: { type: 'single', collapsible: false, defaultValue: 'quote' },
};

/** Each panel toggles independently (the process and pricing FAQs). */
export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: ['timeline', 'support'] },
};

/** All closed: the panels' text is still in the HTML, `hidden="until-found"` for find-in-page. */
export const AllClosed: Story = {
  args: { type: 'multiple', defaultValue: [] },
};

/** The flush variant: a list divided by hairlines. */
export const Flush: Story = {
  args: { type: 'multiple', variant: 'flush', defaultValue: ['quote'] },
};

/** Triggers inside `h2` headings, for an accordion directly under the page's `h1`. */
export const HeadingLevel2: Story = {
  args: { type: 'single', headingLevel: 2 },
};
