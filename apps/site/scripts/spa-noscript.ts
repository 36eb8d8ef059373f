/**
 * The client-rendered SPA fallback (/admin) shows a spinner until its JavaScript runs; with JavaScript
 * off it would spin forever. The build adds a `<noscript>` sentence over it instead: no bytes of JS
 * for it on any page. It sits at the end of `<body>`, where React's hydration skips nodes it did not
 * render, and takes the body's colours (`inherit`) so it looks like the site.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { needsJavaScriptLabel, spaFallbackRoute } from '@agency/content';
import { SPA_FALLBACK_FILE } from './built-pages.ts';

const OVERLAY_STYLE = [
  'position:fixed',
  'inset:0',
  'z-index:2147483647',
  'display:grid',
  'place-items:center',
  'padding:1.5rem',
  'text-align:center',
  'font-size:1.125rem',
  'background-color:inherit',
].join(';');

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The fallback's HTML with the sentence for browsers without JavaScript. */
export function addNoScriptNotice(html: string, sentence: string): string {
  const notice = `<noscript style="${OVERLAY_STYLE}"><p>${escapeHtml(sentence)}</p></noscript>`;
  if (!html.includes('</body>')) throw new Error('The SPA fallback has no </body>');
  return html.replace('</body>', `${notice}</body>`);
}

export async function writeSpaNoScriptNotice(clientDir: string): Promise<void> {
  const file = join(clientDir, SPA_FALLBACK_FILE);
  const sentence = needsJavaScriptLabel(spaFallbackRoute.pageName);
  await writeFile(file, addNoScriptNotice(await readFile(file, 'utf8'), sentence));
}
