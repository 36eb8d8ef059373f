import { readFile } from 'node:fs/promises';
import { renderHeadersFile, renderRedirectsFile } from '@agency/static-host';
import { describe, expect, it } from 'vitest';

const committed = (name: string) =>
  readFile(new URL(`../static-host/${name}`, import.meta.url), 'utf8');

describe('static-host template', () => {
  it('the committed template is what the generator writes (one source for the header values)', async () => {
    expect(await committed('_headers')).toBe(renderHeadersFile({ scriptHashes: [] }));
    expect(await committed('_redirects')).toBe(renderRedirectsFile());
  });
});
