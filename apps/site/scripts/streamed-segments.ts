/**
 * Fails the build when a prerendered page hides content behind a script. React streams a Suspense
 * boundary that was not ready when the shell flushed as a hidden `<div hidden id="S:…">` segment (or a
 * pending `<!--$?-->` boundary) that only an inline script moves into place, and marks a boundary it
 * gave up on as `<!--$!-->` (client-rendered: the HTML holds the fallback). Visitors without
 * JavaScript, or before it runs, see none of that content. app/entry.server.tsx waits for every
 * boundary, so none of these should ever appear.
 */
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { prerenderedPages } from './built-pages.ts';

const MARKERS: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /<div hidden id="S:\d+"/, what: 'a hidden streamed segment' },
  { pattern: /<!--\$\?-->/, what: 'a pending Suspense boundary' },
  { pattern: /<!--\$!-->/, what: 'a client-rendered Suspense boundary' },
];

/** What, if anything, a page's HTML leaves for a script to reveal. */
export function findStreamedContent(html: string): string[] {
  return MARKERS.filter(({ pattern }) => pattern.test(html)).map(({ what }) => what);
}

/** Throws, naming each page and problem, when any prerendered page of the build has streamed content. */
export async function assertNoStreamedContent(clientDir: string): Promise<void> {
  const problems: string[] = [];
  for (const file of await prerenderedPages(clientDir)) {
    const found = findStreamedContent(await readFile(file, 'utf8'));
    if (found.length > 0) problems.push(`${relative(clientDir, file)}: ${found.join(', ')}`);
  }
  if (problems.length > 0) {
    throw new Error(
      `Prerendered pages hide content behind a script (every Suspense boundary must be ready):\n  ${problems.join('\n  ')}`,
    );
  }
}
