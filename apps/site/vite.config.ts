import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { siteDefine } from './site-env.ts';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  define: siteDefine(),
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
});
