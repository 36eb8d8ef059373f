import { range } from './format.ts';
import type { Timeline } from './types.ts';

/** Typical delivery times quoted to visitors. */
export const timelines = {
  logo: { id: 'logo', project: 'Logo design', duration: range(2, 3, 'days') },
  landingPage: { id: 'landing-page', project: 'Landing pages', duration: range(1, 2, 'weeks') },
  complexApp: {
    id: 'complex-app',
    project: 'Complex applications',
    duration: range(8, 12, 'weeks'),
  },
} as const satisfies Record<string, Timeline>;

/** The three typical timelines in display order. */
export const typicalTimelines = [
  timelines.logo,
  timelines.landingPage,
  timelines.complexApp,
] as const satisfies readonly Timeline[];

/** 'logo design takes 2–3 days, landing pages 1–2 weeks and complex applications 8–12 weeks' */
export const typicalTimelinesSentence = `${timelines.logo.project.toLowerCase()} takes ${timelines.logo.duration}, ${timelines.landingPage.project.toLowerCase()} ${timelines.landingPage.duration} and ${timelines.complexApp.project.toLowerCase()} ${timelines.complexApp.duration}`;
