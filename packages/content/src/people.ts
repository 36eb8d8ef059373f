import type { Person } from './types.ts';

/** The studio's people named on the site: the team leads (/about) and the case-study teams. */
export const people = [
  { id: 'amara-okafor', name: 'Amara Okafor', role: 'Head of Strategy' },
  { id: 'jonas-lindqvist', name: 'Jonas Lindqvist', role: 'Design Director' },
  { id: 'mei-tanaka', name: 'Mei Tanaka', role: 'VP of Engineering' },
  { id: 'ravi-patel', name: 'Ravi Patel', role: 'Senior Strategy Consultant' },
  { id: 'sofia-marchetti', name: 'Sofia Marchetti', role: 'Senior Product Designer' },
  { id: 'kwame-asante', name: 'Kwame Asante', role: 'Lead Mobile Engineer' },
  { id: 'daniel-reyes', name: 'Daniel Reyes', role: 'Principal Cloud Engineer' },
  { id: 'leah-goldberg', name: 'Leah Goldberg', role: 'Machine Learning Engineer' },
  { id: 'nikhil-rao', name: 'Nikhil Rao', role: 'Security & Compliance Lead' },
] as const satisfies readonly Person[];

export type PersonId = (typeof people)[number]['id'];

export function getPerson(id: string): Person {
  const person = people.find((candidate) => candidate.id === id);
  if (!person) throw new Error(`Unknown person: ${id}`);
  return person;
}
