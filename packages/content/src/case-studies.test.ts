import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { teams } from './about.ts';
import {
  caseStudies,
  caseStudyHref,
  caseStudyOfTestimonial,
  getCaseStudy,
} from './case-studies.ts';
import { industries } from './industries.ts';
import { getPerson, people } from './people.ts';
import { serviceIds } from './services.ts';
import { testimonials } from './testimonials.ts';

const IMAGES_DIR = fileURLToPath(new URL('../images/', import.meta.url));

describe('case studies', () => {
  it('are six, one per service, in the services’ order', () => {
    expect(caseStudies.map((study) => study.serviceId)).toEqual(serviceIds);
    expect(new Set(caseStudies.map((study) => study.id)).size).toBe(6);
    for (const id of serviceIds) expect(getCaseStudy(id).serviceId).toBe(id);
  });

  it.each(caseStudies.map((study) => [study.id, study] as const))(
    '%s is complete: client, sector, year, problem, approach, three outcomes with units, team',
    (_id, study) => {
      expect(study.client.trim()).not.toBe('');
      expect(study.sector.trim()).not.toBe('');
      expect(study.year).toBeGreaterThanOrEqual(2020);
      expect(study.year).toBeLessThanOrEqual(new Date().getFullYear());
      expect(study.problem.length).toBeGreaterThan(80);
      expect(study.approach.length).toBeGreaterThanOrEqual(3);
      expect(study.services[0]).toBe(study.serviceId);
      for (const service of study.services) expect(serviceIds).toContain(service);
      expect(study.outcomes).toHaveLength(3);
      for (const outcome of study.outcomes) {
        expect(outcome.value).toMatch(/^\d[\d,.]*$/);
        expect(outcome.unit.trim()).not.toBe('');
        expect(outcome.label.trim()).not.toBe('');
      }
      expect(study.team.length).toBeGreaterThanOrEqual(3);
      for (const personId of study.team) expect(() => getPerson(personId)).not.toThrow();
    },
  );

  it.each(caseStudies.map((study) => [study.id, study] as const))(
    '%s has both images in the content folder, each with written alt text',
    (_id, study) => {
      for (const image of Object.values(study.images)) {
        expect(existsSync(`${IMAGES_DIR}${image.file}`), image.file).toBe(true);
        expect(image.alt.length, image.file).toBeGreaterThan(40);
        expect(image.alt).not.toMatch(/^(image|picture|photo|screenshot) of/i);
      }
    },
  );

  it('give each home testimonial its case study, linked on its service page', () => {
    for (const testimonial of testimonials) {
      const study = caseStudyOfTestimonial(testimonial.id);
      expect(study?.client).toBe(testimonial.company);
      expect(caseStudyHref(study!)).toBe(`/services/${study!.serviceId}#case-study`);
    }
    expect(caseStudyOfTestimonial('nobody')).toBeUndefined();
  });
});

describe('people', () => {
  it('are named once each, and every team has a named lead', () => {
    expect(new Set(people.map((person) => person.id)).size).toBe(people.length);
    for (const team of teams) {
      expect(getPerson(team.lead.personId).name).not.toBe('');
      expect(team.lead.line.length).toBeGreaterThan(40);
    }
    expect(new Set(teams.map((team) => team.lead.personId)).size).toBe(3);
  });
});

describe('the work shown per industry on /services', () => {
  it('is a different case study for each industry, done in that industry', () => {
    const studies = industries.map((industry) => getCaseStudy(industry.caseStudy));
    expect(new Set(studies).size).toBe(industries.length);
    industries.forEach((industry, index) => {
      const sector = studies[index]!.sector.split(/[ &]/)[0]!.toLowerCase();
      expect(industry.name.toLowerCase()).toContain(sector);
    });
  });
});
