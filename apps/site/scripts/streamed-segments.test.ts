// @vitest-environment node
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPA_FALLBACK_FILE } from './built-pages';
import { assertNoStreamedContent, findStreamedContent } from './streamed-segments';

const COMPLETE = '<main><!--$--><form><input name="name"/></form><!--/$--></main>';
const STREAMED =
  '<main><!--$?--><template id="B:0"></template><div></div><!--/$--></main>' +
  '<div hidden id="S:0"><form><input name="name"/></form></div><script>$RC("B:0","S:0")</script>';

describe('streamed content check', () => {
  it('passes a page whose Suspense boundaries were all ready', () => {
    expect(findStreamedContent(COMPLETE)).toEqual([]);
  });

  it('names a hidden streamed segment and a pending or client-rendered boundary', () => {
    expect(findStreamedContent(STREAMED)).toEqual([
      'a hidden streamed segment',
      'a pending Suspense boundary',
    ]);
    expect(findStreamedContent('<!--$!--><div aria-busy="true"></div><!--/$-->')).toEqual([
      'a client-rendered Suspense boundary',
    ]);
  });

  it('fails a build that has one, naming the page; the SPA fallback is not checked', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'streamed-'));
    await mkdir(join(dir, 'contact'));
    await writeFile(join(dir, 'index.html'), COMPLETE);
    await writeFile(join(dir, SPA_FALLBACK_FILE), STREAMED);
    await expect(assertNoStreamedContent(dir)).resolves.toBeUndefined();
    await writeFile(join(dir, 'contact', 'index.html'), STREAMED);
    await expect(assertNoStreamedContent(dir)).rejects.toThrow(
      /contact\/index\.html: a hidden streamed segment, a pending Suspense boundary/,
    );
  });
});
