import type { Testimonial } from './types.ts';

/** The three entries of the Client Words carousel. */
export const testimonials = [
  {
    id: 'harbor-ledger',
    quote:
      'Lumen Forge took our fintech MVP from whiteboard to the App Store in eleven weeks. They flagged compliance issues we had not even considered and still hit every milestone they promised.',
    author: 'Priya Raman',
    position: 'Co-founder & CEO',
    company: 'Harbor Ledger',
  },
  {
    id: 'crossroads-health',
    quote:
      'Our patient portal used to generate more support calls than it saved. After their redesign, online scheduling more than doubled and our front desk finally has time for the patients in the room.',
    author: 'Dr. Marcus Bell',
    position: 'Director of Digital Care',
    company: 'Crossroads Family Health',
  },
  {
    id: 'northfield-supply',
    quote:
      'They migrated our entire store and warehouse system to the cloud over a single weekend with zero downtime. Twelve months on, we have not had one outage during a sale.',
    author: 'Elena Vasquez',
    position: 'VP of Operations',
    company: 'Northfield Supply Co.',
  },
] as const satisfies readonly Testimonial[];
