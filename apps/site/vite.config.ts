import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { siteDefine } from './site-env.ts';
import { INNER_PAGE_UI_PARTS, UI_LAYOUT_PARTS, uiModulesOf } from './ui-layout-chunks.ts';

/**
 * Code every page needs (the layout, SEO helpers, the shared sections and the ui parts they use) goes into ONE chunk:
 * a dozen sub-kilobyte chunks cost more in per-file gzip overhead and requests than they save. The other ui parts
 * (`@agency/ui` ships one module per component) follow the pages that render them, so /contact does not carry the
 * carousel nor the home page the accordion.
 */
const SHARED_APP_CODE =
  /@vanilla-extract[\\/](recipes|dynamic|css[\\/]dist[\\/].*runtime)|apps[\\/]site[\\/]app[\\/](layout|seo|components[\\/](RouterLink|Icon)|sections[\\/]shared)[\\/]/;

/**
 * The contact form's first part (the lazy form's loader), which / and /contact load at first, also carries Vite's
 * preload helper, the code behind every `import()`. /admin's route module imports it for its lazy inbox: a chunk those
 * pages load anyway, instead of a chunk of its own that the route manifest of every page would name, or the shared app
 * chunk, where pages without an `import()` would pay for it.
 */
const CONTACT_FORM_SHELL =
  /vite[\\/]preload-helper|components[\\/]ContactForm[\\/](index|LazyContactForm)\./;

/**
 * The ui parts the content pages render go into ONE chunk too: each is a few hundred bytes, and as a chunk of its own
 * each paid its import lines and gzip overhead on every page, which added up on the home page. The legal pages, which
 * render only some of them, have room for the rest.
 */
const UI_LAYOUT_MODULES = uiModulesOf(UI_LAYOUT_PARTS);

/**
 * The inner pages' building blocks (`sections/page`) and the ui parts that only inner pages render share ONE `page`
 * chunk: on its own, each sub-kilobyte part cost every page an entry in the route manifest and its pages a request.
 */
const INNER_PAGE_CODE = /apps[\\/]site[\\/]app[\\/]sections[\\/]page[\\/]/;
const INNER_PAGE_UI_MODULES = uiModulesOf(INNER_PAGE_UI_PARTS);

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  define: siteDefine(),
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  build: {
    // One stylesheet for every page: a single render-blocking request instead of the app's, the route's and its
    // components'. Same cascade: the prerendered pages look identical either way.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', test: SHARED_APP_CODE, priority: 10 },
            { name: 'contact-form', test: CONTACT_FORM_SHELL, priority: 8 },
            { name: 'ui', test: (id) => UI_LAYOUT_MODULES.has(id), priority: 5 },
            {
              name: 'page',
              test: (id) => INNER_PAGE_CODE.test(id) || INNER_PAGE_UI_MODULES.has(id),
              priority: 4,
            },
          ],
        },
      },
    },
  },
});
