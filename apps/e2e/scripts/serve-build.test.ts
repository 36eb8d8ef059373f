import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';
import { serveBuild, type ServedBuild } from './serve-build.ts';

const ABOUT = `<!doctype html><title>About</title><p>${'Words a visitor reads. '.repeat(200)}</p>`;
let buildDir: string;
let served: ServedBuild;

/** A raw GET (fetch would decompress the body and hide the encoding). */
function get(path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; encoding?: string; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    request(`${served.url}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

before(async () => {
  buildDir = await mkdtemp(join(tmpdir(), 'serve-build-test-'));
  await mkdir(join(buildDir, 'about'));
  await writeFile(join(buildDir, 'about', 'index.html'), ABOUT);
  await writeFile(join(buildDir, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  served = await serveBuild(buildDir);
});

after(async () => {
  await served.close();
  await rm(buildDir, { recursive: true, force: true });
});

test("a folder's page in brotli to a browser that accepts it, as it is to one that does not", async () => {
  const compressed = await get('/about', 'gzip, deflate, br');
  assert.equal(compressed.status, 200);
  assert.equal(compressed.encoding, 'br');
  assert.ok(compressed.body.length < ABOUT.length / 10);
  assert.equal(brotliDecompressSync(compressed.body).toString(), ABOUT);

  const plain = await get('/about/');
  assert.equal(plain.encoding, undefined);
  assert.equal(plain.body.toString(), ABOUT);
});

test('an image as it is, an unknown path a 404, and the build folder left untouched', async () => {
  const image = await get('/logo.png', 'br');
  assert.equal(image.encoding, undefined);
  assert.equal(image.body.length, 4);
  assert.equal((await get('/missing', 'br')).status, 404);
  assert.deepEqual((await readdir(buildDir, { recursive: true })).sort(), [
    'about',
    'about/index.html',
    'logo.png',
  ]);
});

test('closing stops the server and removes its copy', async () => {
  const other = await serveBuild(buildDir);
  const copies = (await readdir(tmpdir())).filter((name) =>
    name.startsWith('agency-bench-compare-'),
  );
  await other.close();
  const left = (await readdir(tmpdir())).filter((name) => name.startsWith('agency-bench-compare-'));
  assert.equal(left.length, copies.length - 1);
  await assert.rejects(fetch(`${other.url}/about`));
});
