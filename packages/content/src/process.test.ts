import { describe, expect, it } from 'vitest';
import { processFaqs } from './faqs.ts';
import {
  processPage,
  processPillars,
  processPreview,
  processPrinciples,
  processSteps,
  whyProcessWorks,
} from './process.ts';

describe('process', () => {
  it('has six steps numbered 01-06 with their fixed titles', () => {
    expect(processSteps.map((step) => [step.stepNumber, step.title])).toEqual([
      ['01', 'Discovery & Strategy'],
      ['02', 'Planning & Architecture'],
      ['03', 'Design & Prototyping'],
      ['04', 'Development & Implementation'],
      ['05', 'Testing & Quality Assurance'],
      ['06', 'Launch & Ongoing Support'],
    ]);
  });

  it.each(processSteps.map((step) => [step.title, step] as const))(
    '%s has a subtitle, description, five activities and five deliverables',
    (_title, step) => {
      expect(step.subtitle.length).toBeGreaterThan(5);
      expect(step.description.length).toBeGreaterThan(80);
      expect(step.keyActivities).toHaveLength(5);
      expect(step.deliverables).toHaveLength(5);
      expect(new Set(step.keyActivities).size).toBe(5);
      expect(new Set(step.deliverables).size).toBe(5);
    },
  );

  it('previews the first three steps with the fixed caption and button', () => {
    expect(processPreview.steps.map((step) => step.stepNumber)).toEqual(['01', '02', '03']);
    expect(processPreview.caption).toBe('Showing steps 1-3 of our complete 6-step methodology');
    expect(processPreview.button).toEqual({
      label: 'View All 6 Steps in Detail',
      href: '/process',
    });
  });

  it('has the four pillars and a principles block', () => {
    expect(processPillars.map((pillar) => pillar.title)).toEqual([
      'Precision',
      'Agile',
      'Quality',
      'Partnership',
    ]);
    expect(processPrinciples.items.length).toBeGreaterThanOrEqual(3);
  });

  it('has four Why Our Process Works points and exactly six FAQs', () => {
    expect(processPage.whyItWorksHeading).toBe('Why Our Process Works');
    expect(whyProcessWorks).toHaveLength(4);
    expect(processFaqs).toHaveLength(6);
    expect(new Set(processFaqs.map((faq) => faq.question)).size).toBe(6);
    expect(processPage.cta.primary.href).toBe('/contact');
    expect(processPage.cta.secondary.href).toBe('https://calendly.com/lumenforge/15min');
  });
});
