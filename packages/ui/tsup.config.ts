import { rename } from 'node:fs/promises';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', admin: 'src/admin.ts' },
  // Each entry self-contained: index.js stays one module for the public pages, admin.js carries its own copy of the
  // few parts it shares (Button), instead of a shared chunk that would reshape the public bundle.
  splitting: false,
  format: ['esm'],
  dts: true,
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
  async onSuccess() {
    await rename('dist/index.css', 'dist/style.css');
  },
});
