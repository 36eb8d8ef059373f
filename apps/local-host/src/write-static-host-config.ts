/**
 * Writes the static-host config: the template in apps/local-host/static-host/ and, when the site has been built,
 * the deployable `_headers` / `_redirects` (with the build's inline-script hashes) into the build folder.
 * Usage: static-host-config [clientDir]
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CLIENT_DIR } from './server.ts';
import {
  collectInlineScriptHashes,
  renderHeadersFile,
  renderRedirectsFile,
} from '@agency/static-host';

export const TEMPLATE_DIR = fileURLToPath(new URL('../static-host', import.meta.url));

const clientDir = process.argv[2] ?? DEFAULT_CLIENT_DIR;
const supabaseUrl = process.env.VITE_SUPABASE_URL || null;

await writeFile(join(TEMPLATE_DIR, '_headers'), renderHeadersFile({ scriptHashes: [] }));
await writeFile(join(TEMPLATE_DIR, '_redirects'), renderRedirectsFile());
console.log(`Wrote the template to ${TEMPLATE_DIR}`);

if (existsSync(clientDir)) {
  const scriptHashes = await collectInlineScriptHashes(clientDir);
  await writeFile(join(clientDir, '_headers'), renderHeadersFile({ scriptHashes, supabaseUrl }));
  await writeFile(join(clientDir, '_redirects'), renderRedirectsFile());
  console.log(
    `Wrote _headers (${scriptHashes.length} script hashes) and _redirects to ${clientDir}`,
  );
} else {
  console.log(`No site build at ${clientDir}; only the template was written.`);
}
