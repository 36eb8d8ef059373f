import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { ISLANDS_ENTRY, ISLANDS_OUT_DIR } from './page-scripts.ts';
import { siteDefine } from './site-env.ts';

const preact = (entry: string) => fileURLToPath(import.meta.resolve(`preact/${entry}`));

/**
 * The islands script, built on its own before the app: the same components on Preact's React-compatible API
 * instead of React DOM, a fraction of the bytes for the two parts of a public page that move. The page scripts
 * plugin of the app's build copies its files into the client build.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  define: siteDefine(),
  resolve: {
    alias: [
      { find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) },
      { find: /^react$/, replacement: preact('compat') },
      { find: /^react-dom$/, replacement: preact('compat') },
      { find: /^react-dom\/client$/, replacement: preact('compat/client') },
      { find: /^react\/jsx-runtime$/, replacement: preact('jsx-runtime') },
    ],
  },
  build: {
    outDir: ISLANDS_OUT_DIR,
    emptyOutDir: true,
    manifest: true,
    // The page's one stylesheet (the app's build) already holds every class the islands use.
    cssCodeSplit: false,
    rollupOptions: { input: { islands: ISLANDS_ENTRY } },
  },
});
