import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadTargetDocumentWhenCodeIsGone, type StaleDeployWindow } from './stale-deploy';

loadTargetDocumentWhenCodeIsGone(window as unknown as StaleDeployWindow);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
