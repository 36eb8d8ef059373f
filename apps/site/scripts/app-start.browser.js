// @ts-check
/**
 * Runs in the browser: app-start.ts inlines this file's text into every prerendered page (without `export default`)
 * and calls it with the page's plan. Plain JavaScript so that what ships is exactly what is written here.
 *
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
    void Promise.all(plan.sideEffects.map((url) => import(url)))
      .then(() => Promise.all(plan.routes.map(([, url]) => import(url))))
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
