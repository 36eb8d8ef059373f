import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_START_DELAY_MS,
  appStartPlan,
  deferAppStart,
  evaluationOrder,
  inlineLoaderData,
  START_EVENTS,
  START_IN_VIEW_SELECTOR,
  type AppStartPlan,
} from './app-start';
import startAppWhenNeeded from './app-start.browser.js';

const HEAD =
  '<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-4.js"/>' +
  '<link rel="modulepreload" href="/assets/app-2.js"/><link rel="stylesheet" href="/assets/app-3.css"/>';
const BOOTSTRAP =
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-5.js";\n' +
  'import * as route1 from "/assets/home-6.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n' +
  'import("/assets/entry.client-4.js");</script>';
const PAGE = `<!DOCTYPE html><html><head>${HEAD}</head><body><main>Hello</main>${BOOTSTRAP}</body></html>`;

describe('the deferred app start in the built pages', () => {
  it("reads React Router's bootstrap: manifest, route modules, client entry and every chunk", () => {
    expect(appStartPlan(PAGE)).toEqual({
      modules: ['/assets/manifest-1.js', '/assets/entry.client-4.js', '/assets/app-2.js'],
      sideEffects: ['/assets/manifest-1.js'],
      routes: [
        ['root', '/assets/root-5.js'],
        ['routes/home', '/assets/home-6.js'],
      ],
      entry: '/assets/entry.client-4.js',
      delayMs: APP_START_DELAY_MS,
      events: START_EVENTS,
      inView: START_IN_VIEW_SELECTOR,
    });
  });

  it('replaces the module preloads and the module script with one inline classic script', () => {
    const html = deferAppStart(PAGE);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('as="font"');
    expect(html).toContain('rel="stylesheet"');
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.[1]).toContain('"entry":"/assets/entry.client-4.js"');
    expect(scripts[0]?.[1]).not.toContain('export ');
  });

  it("moves the page's inline loader data to the file the app start fetches", () => {
    const context =
      '<script>window.__reactRouterContext = {"ssr":false};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());</script>';
    const data =
      '<script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\",\\"\\u003cb\\u003e\\"]\\n");</script>' +
      '<script>window.__reactRouterContext.streamController.enqueue("P3:[1]\\n");</script>' +
      '<script>window.__reactRouterContext.streamController.close();</script>';
    const page = PAGE.replace('<main>', `${context}${data}<main>`);
    // The text the scripts' string literals hold (React Router escapes `<` in them so no `</script>` can occur).
    expect(inlineLoaderData(page)).toBe('[{"_1":2},"loaderData","<b>"]\nP3:[1]\n');
    expect(inlineLoaderData(PAGE)).toBeNull();

    const html = deferAppStart(page, '/assets/page-data-1.txt');
    expect(html).not.toContain('__reactRouterContext.streamController.enqueue(');
    expect(html).not.toContain('__reactRouterContext.streamController.close(');
    expect(html).toContain(context);
    expect(html).toContain('"data":"/assets/page-data-1.txt"');
    // Without a data URL the data stays in the page.
    expect(deferAppStart(page)).toContain(data);
  });

  it('orders the modules so that each comes after its static imports, the entry and its own imports last', () => {
    const files: Record<string, string> = {
      '/assets/manifest-1.js': 'window.m=1;',
      '/assets/root-5.js': 'import{a}from"./app-2.js";import"./shared-7.js";export default 1;',
      '/assets/home-6.js':
        'import{a}from"./app-2.js";const t=`import x from "./not-a-chunk.js"`;export const l=()=>import("./lazy-8.js");',
      '/assets/app-2.js': 'import"./runtime-0.js";export const a=1;',
      '/assets/shared-7.js': 'import{a}from"./app-2.js";',
      '/assets/runtime-0.js': '',
      '/assets/entry.client-4.js': 'import"./runtime-0.js";import{d}from"./dom-3.js";',
      '/assets/dom-3.js': 'import"./app-2.js";',
    };
    expect(
      evaluationOrder(
        ['/assets/manifest-1.js', '/assets/root-5.js', '/assets/home-6.js'],
        '/assets/entry.client-4.js',
        (url) => files[url] ?? null,
      ),
    ).toEqual([
      '/assets/manifest-1.js',
      '/assets/runtime-0.js',
      '/assets/app-2.js',
      '/assets/shared-7.js',
      '/assets/root-5.js',
      '/assets/home-6.js',
      '/assets/dom-3.js',
    ]);
  });

  it('fails the build on a page without the bootstrap it expects', () => {
    expect(() => deferAppStart('<html><body></body></html>')).toThrow(/bootstrap/);
  });
});

describe('startAppWhenNeeded (in the browser)', () => {
  const fixture = join(
    dirname(fileURLToPath(import.meta.url)),
    'test-fixtures',
    'app-start-module.ts',
  );
  const plan: AppStartPlan = {
    modules: ['/assets/app-2.js', '/assets/entry.client-4.js'],
    sideEffects: [],
    routes: [['root', fixture]],
    entry: fixture,
    delayMs: APP_START_DELAY_MS,
    events: START_EVENTS,
    inView: START_IN_VIEW_SELECTOR,
  };
  const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')];
  const routeModules = () =>
    (window as unknown as { __reactRouterRouteModules?: Record<string, unknown> })
      .__reactRouterRouteModules;

  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = '';
    delete (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts the app on its own once the delay after the load event has passed', async () => {
    startAppWhenNeeded(plan);
    vi.advanceTimersByTime(APP_START_DELAY_MS - 1);
    expect(preloads()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(preloads().map((link) => link.getAttribute('href'))).toEqual(plan.modules);
    expect(preloads().every((link) => link.getAttribute('fetchpriority') === 'low')).toBe(true);
    await vi.waitFor(() => expect(routeModules()?.root).toMatchObject({ imported: true }));
  });

  it('starts at once on the first interaction, and only once', async () => {
    startAppWhenNeeded(plan);
    window.dispatchEvent(new Event('pointerdown'));
    expect(preloads()).toHaveLength(plan.modules.length);
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    vi.advanceTimersByTime(APP_START_DELAY_MS);
    expect(preloads()).toHaveLength(plan.modules.length);
    await vi.waitFor(() => expect(routeModules()?.root).toMatchObject({ imported: true }));
  });

  it('imports the ordered modules one task after another, then the route modules and the entry', async () => {
    const started: string[] = [];
    const RealChannel = MessageChannel;
    vi.stubGlobal(
      'MessageChannel',
      class extends RealChannel {
        constructor() {
          super();
          started.push('(next task)');
        }
      },
    );
    startAppWhenNeeded({ ...plan, order: [fixture, fixture] });
    window.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(routeModules()?.root).toMatchObject({ imported: true }));
    expect(started).toEqual(['(next task)', '(next task)']);
  });

  it('fetches the loader data and writes it into the hydration stream before the route modules load', async () => {
    const written: string[] = [];
    const controller = {
      enqueue: (text: string) => written.push(text),
      close: () => written.push('(closed)'),
    };
    Object.assign(window, { __reactRouterContext: { streamController: controller } });
    const fetched: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      fetched.push(url);
      return Promise.resolve(new Response('[{"_1":2}]\n'));
    });
    startAppWhenNeeded({ ...plan, data: '/assets/page-data-1.txt' });
    window.dispatchEvent(new Event('pointerdown'));
    expect(fetched).toEqual(['/assets/page-data-1.txt']);
    await vi.waitFor(() => expect(routeModules()?.root).toMatchObject({ imported: true }));
    expect(written).toEqual(['[{"_1":2}]\n', '(closed)']);
  });
});
