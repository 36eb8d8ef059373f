import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { imagePipeline } from './image-pipeline.ts';
import { pageScripts } from './page-scripts.ts';
import { siteDefine } from './site-env.ts';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), ...imagePipeline(), reactRouter(), pageScripts()],
  define: siteDefine(),
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  build: {
    // One stylesheet for every page: a single render-blocking request instead of the app's, the route's and its
    // components'. Same cascade: the prerendered pages look identical either way. After prerendering, each page's
    // copy keeps only the rules it can use (scripts/page-styles.ts).
    cssCodeSplit: false,
  },
});
