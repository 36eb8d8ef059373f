import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The @agency/ui parts the content pages render (headings, text, sections, cards, grids, stacks) and the small atoms
 * several of them use (step numbers, icon badges, chip lists).
 */
export const UI_LAYOUT_PARTS = [
  'Card',
  'Container',
  'Text',
  'Heading',
  'Section',
  'Eyebrow',
  'Stack',
  'Grid',
  'StepNumber',
  'IconBadge',
  'ChipList',
];

/** The @agency/ui parts that only the inner pages render (not the home, legal or 404 pages). */
export const INNER_PAGE_UI_PARTS = ['CheckList'];

/**
 * The built @agency/ui modules behind these components: each component folder's `index.js` in the package's `dist`
 * imports the shared chunks (`../chunk-*.js`) that hold its code, whose names are content hashes.
 */
export function uiModulesOf(components: readonly string[]): Set<string> {
  const dist = join(
    dirname(realpathSync(createRequire(import.meta.url).resolve('@agency/ui/package.json'))),
    'dist',
  );
  const modules = new Set<string>();
  for (const component of components) {
    const entry = readFileSync(join(dist, component, 'index.js'), 'utf8');
    for (const [, chunk] of entry.matchAll(/['"]\.\.\/(chunk-[\w-]+\.js)['"]/g)) {
      modules.add(join(dist, chunk!));
    }
  }
  return modules;
}
