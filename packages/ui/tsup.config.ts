import { readFile, rename, writeFile } from 'node:fs/promises';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import subsetFont from 'subset-font';
import { defineConfig } from 'tsup';
import { extendedFontFiles, fontFiles } from './src/fonts/index';
import { fontSubset } from './src/fonts/subset';
import { cssLayer } from './src/theme/layer';

export default defineConfig({
  // One entry per component folder, with shared chunks: index.js re-exports them, so an app's bundler can give each
  // page only the components it renders (and admin.js shares Button with it instead of copying it).
  entry: ['src/index.ts', 'src/admin.ts', 'src/enhance.ts', 'src/*/index.ts'],
  splitting: true,
  format: ['esm'],
  // Declarations for the public entries only: the package exports nothing else.
  dts: { entry: { index: 'src/index.ts', admin: 'src/admin.ts', enhance: 'src/enhance.ts' } },
  sourcemap: false,
  clean: true,
  treeshake: true,
  minify: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // Fonts referenced from src/fonts/fonts.css are copied to dist/fonts/ under stable names (consumers'
  // bundlers hash them again); style.css points at them with relative ./fonts/ urls.
  loader: { '.woff2': 'file' },
  esbuildOptions(options) {
    options.assetNames = 'fonts/[name]';
  },
  // esbuild names the extracted CSS after the entry; the package exports it as ./style.css.
  // Both stylesheets go into one cascade layer, so an app's own (unlayered) rules win over a component's whatever
  // the order bundlers put them in: a className passed to a component can restyle it.
  // Then each font file keeps only its characters and the weights the site uses (src/fonts/subset.ts).
  async onSuccess() {
    await rename('dist/index.css', 'dist/style.css');
    for (const sheet of ['dist/style.css', 'dist/admin.css']) {
      await writeFile(sheet, `@layer ${cssLayer}{${await readFile(sheet, 'utf8')}}`);
    }
    let style = await readFile('dist/style.css', 'utf8');
    for (const face of ['text', 'display'] as const) {
      const weights = fontSubset.weights[face];
      const subset = (font: Buffer, text: string) =>
        subsetFont(font, text, {
          targetFormat: 'woff2',
          ...(weights && { variationAxes: { wght: weights } }),
        });
      const main = `dist/fonts/${fontFiles[face]}`;
      const { latin1, latinExtended } = extendedFontFiles[face];
      // The Latin-1 file is cut from the same source as the main one (fonts.css names it `<main>?latin-1`).
      const source = await readFile(main);
      await writeFile(`dist/fonts/${latin1}`, await subset(source, fontSubset.latin1));
      style = style.replaceAll(`${fontFiles[face]}?latin-1`, latin1);
      await writeFile(main, await subset(source, fontSubset.text));
      const extended = `dist/fonts/${latinExtended}`;
      await writeFile(extended, await subset(await readFile(extended), fontSubset.latinExtended));
    }
    await writeFile('dist/style.css', style);
  },
});
