import { readFile, rename, writeFile } from 'node:fs/promises';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import subsetFont from 'subset-font';
import { defineConfig } from 'tsup';
import { fontFiles } from './src/fonts/index';
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
  // Then each font keeps only the characters and weights the site uses (src/fonts/subset.ts).
  async onSuccess() {
    await rename('dist/index.css', 'dist/style.css');
    for (const sheet of ['dist/style.css', 'dist/admin.css']) {
      await writeFile(sheet, `@layer ${cssLayer}{${await readFile(sheet, 'utf8')}}`);
    }
    for (const face of ['text', 'display'] as const) {
      const file = `dist/fonts/${fontFiles[face]}`;
      const weights = fontSubset.weights[face];
      const subset = await subsetFont(await readFile(file), fontSubset.text, {
        targetFormat: 'woff2',
        ...(weights && { variationAxes: { wght: weights } }),
      });
      await writeFile(file, subset);
    }
  },
});
