// @ts-check
/**
 * Runs in the browser: app-start.ts inlines this file's text into every prerendered page (without `export default`)
 * and calls it with the page's plan. Plain JavaScript so that what ships is exactly what is written here.
 * When the build moved the page's loader data out of the HTML (`plan.data`), it is fetched with the modules and
 * written into the stream React Router's context script opened, which hydration reads. `plan.order` lists the
 * modules so that each is evaluated in a task of its own (a long task blocks input), its imports before it; the
 * task boundary is a message, like React's scheduler uses, not a timer (a page's timers may be paused or throttled).
 *
 * @typedef {{ streamController: ReadableStreamDefaultController<string> }} ReactRouterContext
 * @param {import('./app-start.ts').AppStartPlan} plan
 */
export default function startAppWhenNeeded(plan) {
  let started = false;
  /** @type {IntersectionObserver | undefined} */
  let observer;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of plan.events) removeEventListener(type, start, true);
    if (observer) observer.disconnect();
    for (const href of plan.modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.setAttribute('fetchpriority', 'low');
      document.head.append(link);
    }
    const data = plan.data
      ? fetch(plan.data).then((response) => {
          if (!response.ok) throw new Error(`${plan.data}: ${response.status}`);
          return response.text();
        })
      : null;
    const nextTask = () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      });
    const inTurn = (plan.order ?? []).reduce(
      (previous, url) => previous.then(() => import(url)).then(nextTask),
      Promise.resolve(),
    );
    void Promise.all([
      data,
      inTurn.then(() => Promise.all(plan.sideEffects.map((url) => import(url)))),
    ])
      .then(([text]) => {
        if (typeof text === 'string') {
          const { streamController } = /** @type {{ __reactRouterContext: ReactRouterContext }} */ (
            /** @type {unknown} */ (window)
          ).__reactRouterContext;
          streamController.enqueue(text);
          streamController.close();
        }
        return Promise.all(plan.routes.map(([, url]) => import(url)));
      })
      .then((modules) => {
        /** @type {Record<string, unknown>} */
        const routeModules = {};
        plan.routes.forEach(([id], index) => {
          routeModules[id] = modules[index];
        });
        Object.assign(window, { __reactRouterRouteModules: routeModules });
        return import(plan.entry);
      });
  };
  for (const type of plan.events) addEventListener(type, start, { capture: true, passive: true });
  if ('IntersectionObserver' in window) {
    observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    });
    for (const element of document.querySelectorAll(plan.inView)) observer.observe(element);
  }
  const later = () => setTimeout(start, plan.delayMs);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}
