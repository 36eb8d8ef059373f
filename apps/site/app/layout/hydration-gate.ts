/**
 * What hydration waits for. A module whose server-rendered markup must hydrate in the same pass as
 * the page (the code-split contact form) pushes its chunk's load here when it is evaluated;
 * entry.client.tsx hydrates once all of them have settled (a failed load shows up where it is used).
 * Pages that push nothing hydrate at once.
 */
export const hydrationGate: Promise<unknown>[] = [];
