/** A small stand-in for the site build's output, written to a temporary folder. */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export const SPECULATION_RULES =
  '{"prerender":[{"where":{"href_matches":"/*"},"eagerness":"moderate"}]}';
export const MODULE_SCRIPT =
  'import "/assets/manifest-abc123.js";\nimport("/assets/entry.client-abc123.js");';

const page = (title: string, extraScript = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>${title}</title>` +
  `<link rel="stylesheet" href="/assets/root-abc123.css"/></head><body><h1>${title}</h1>` +
  `<p>${'Prerendered text. '.repeat(40)}</p>` +
  `<script type="speculationrules">${SPECULATION_RULES}</script><script type="module" async="">${MODULE_SCRIPT}</script>${extraScript}` +
  `<script type="module" src="/assets/entry.client-abc123.js"></script></body></html>`;

export const FIXTURE_FILES: Record<string, string> = {
  'index.html': page('Home'),
  'about/index.html': page('About', '<script>window.aboutOnly = true;</script>'),
  'contact.html': page('Contact'),
  '404.html': page('Page Not Found'),
  '__spa-fallback.html': page('Admin shell'),
  'about.data': '[{"_1":2},"loaderData",{}]',
  'robots.txt': 'User-agent: *\nAllow: /\n',
  'assets/entry.client-abc123.js': `export const app = ${JSON.stringify('x'.repeat(4000))};\n`,
  'assets/root-abc123.css': `body { color: white; }\n${'.rule { margin: 0; }\n'.repeat(100)}`,
  'assets/logo-abc123.png': '\x89PNG fake image bytes',
  '.env': 'SECRET=do-not-serve',
};

/** Writes the build into `<root>/client` and a secret next to it that traversal attempts try to reach. */
export async function writeSiteFixture(root: string): Promise<string> {
  const clientDir = join(root, 'client');
  for (const [path, content] of Object.entries(FIXTURE_FILES)) {
    const file = join(clientDir, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  await writeFile(join(root, 'secret.txt'), 'TOP SECRET OUTSIDE THE BUILD');
  return clientDir;
}
