import { lazy, Suspense } from 'react';
import type { ContactFormProps } from './ContactForm';
import * as styles from './ContactForm.css';

// The form's code (state machine, validation, hook) is its own chunk, requested as soon as a page
// with a form starts up instead of sitting in the page's first-load JS. Prerendering waits for it,
// so the HTML always holds the complete form; hydration picks it up when the chunk arrives.
const load = () => import('./ContactForm');
// The early request only warms the cache; a failure surfaces through the lazy component below.
if (typeof window !== 'undefined') load().catch(() => undefined);

// `lazy` remembers a failed load for good, so a failure swaps in a fresh one: the section's Retry
// (which remounts this component) then fetches the chunk again.
function createChunk() {
  return lazy(() =>
    load().then(
      (module) => ({ default: module.ContactForm }),
      (error: unknown) => {
        ContactFormChunk = createChunk();
        throw error;
      },
    ),
  );
}
let ContactFormChunk = createChunk();

/** The contact form, code-split; same props as `ContactForm`. */
export function LazyContactForm(props: ContactFormProps) {
  return (
    <Suspense fallback={<div className={styles.placeholder} aria-busy="true" />}>
      <ContactFormChunk {...props} />
    </Suspense>
  );
}
