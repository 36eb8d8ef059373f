import { lazy, Suspense } from 'react';
import type { ContactFormProps } from './ContactForm';
import { hydrationGate } from '~/layout/hydration-gate';
import * as styles from './ContactForm.css';

// The form's code (state machine, validation, hook) is its own chunk, requested as soon as a page
// with a form starts up instead of sitting in the page's first-load JS. Prerendering waits for it,
// so the HTML always holds the complete form.
const load = () => import('./ContactForm');
// Requested as soon as a page with a form starts up, and hydration waits for it (entry.client.tsx), so
// `lazy` below resolves within microtasks of the first render: a boundary still waiting for its chunk
// when an update reaches it would switch to client rendering and show the empty placeholder instead.
// A failure surfaces through the lazy component below.
if (typeof window !== 'undefined') hydrationGate.push(load());

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
