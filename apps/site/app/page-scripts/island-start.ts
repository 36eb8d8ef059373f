import type { IslandName } from '~/islands/spec';

/**
 * When each island's root takes over its prerendered HTML. Until then the page is what the visitor sees without
 * JavaScript, and the page's load pays nothing for hydrating it:
 * - `near`: once it comes within half a screen of the viewport (the carousel: its autoplay starts as it is seen);
 * - `touch`: at the visitor's first focus, press or key inside it (the form: it looks the same hydrated, and what is
 *   typed before then is kept by its first render).
 */
export const ISLAND_START: Record<IslandName, 'near' | 'touch'> = {
  testimonials: 'near',
  'contact-form': 'touch',
};

const TOUCH_EVENTS = ['focusin', 'pointerdown', 'keydown'] as const;

/** Resolves when the island should start (see `ISLAND_START`). */
export function whenToStart(container: HTMLElement, name: IslandName): Promise<void> {
  return new Promise((start) => {
    if (ISLAND_START[name] === 'touch') {
      const touched = () => {
        for (const type of TOUCH_EVENTS) container.removeEventListener(type, touched, true);
        start();
      };
      for (const type of TOUCH_EVENTS) container.addEventListener(type, touched, true);
      return;
    }
    if (typeof IntersectionObserver === 'undefined') return start();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: '50% 0px' },
    );
    // The container takes no box of its own (`display: contents`): its parts are what come into view.
    for (const part of container.children) observer.observe(part);
  });
}

/**
 * A form sent before its island has started is held and sent again once the island runs, so the spec's validation
 * and the in-page answer apply to the first press too (the browser's own validation would otherwise speak first).
 */
export function holdEarlySubmits(container: HTMLElement, running: Promise<void>): void {
  for (const form of container.querySelectorAll('form')) form.noValidate = true;
  const hold = (event: SubmitEvent) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    const form = event.target as HTMLFormElement;
    void running.then(() => requestAnimationFrame(() => form.requestSubmit()));
  };
  container.addEventListener('submit', hold, true);
  void running.then(() => container.removeEventListener('submit', hold, true));
}
