import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { hydrationGate } from '~/layout/hydration-gate';
import { loadTargetDocumentWhenCodeIsGone, type StaleDeployWindow } from './stale-deploy';

loadTargetDocumentWhenCodeIsGone(window as unknown as StaleDeployWindow);

// A page with the contact form hydrates once the form's chunk is in (LazyContactForm registers it).
// Until then the prerendered form works on its own: it posts to the contact function.
void Promise.allSettled(hydrationGate).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
