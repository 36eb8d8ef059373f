/**
 * `pnpm --filter @agency/content visuals`: draws the case-study visuals and the motif into packages/content/images.
 * `-- --preview` also renders each to PNG at full size and at 360 px wide (node_modules/.cache/visuals-preview),
 * to look at; `-- --only <name>` limits both to the files whose path contains <name>.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { outputs } from './index.ts';

const IMAGES_DIR = fileURLToPath(new URL('../images/', import.meta.url));
const PREVIEW_DIR = fileURLToPath(
  new URL('../node_modules/.cache/visuals-preview/', import.meta.url),
);

const args = process.argv.slice(2);
const preview = args.includes('--preview');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;

for (const output of outputs()) {
  if (only && !output.file.includes(only)) continue;
  const svg = await output.draw();
  const target = join(IMAGES_DIR, output.file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, svg);
  let line = `${output.file}  ${(svg.length / 1024).toFixed(0)} KB`;
  if (preview) {
    await mkdir(PREVIEW_DIR, { recursive: true });
    const name = basename(output.file, '.svg');
    for (const width of [undefined, 360]) {
      const png = new Resvg(svg, {
        background: '#0B0D12',
        ...(width ? { fitTo: { mode: 'width' as const, value: width } } : {}),
      })
        .render()
        .asPng();
      await writeFile(join(PREVIEW_DIR, `${name}${width ? `-${width}` : ''}.png`), png);
    }
    line += `  → ${PREVIEW_DIR}${name}.png`;
  }
  console.log(line);
}
