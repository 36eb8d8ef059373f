import { lazy, Suspense, useState, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { IslandRoot } from '~/islands/IslandRoot';
import { islandComponents } from '~/islands/registry';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_RUNNING_ATTRIBUTE,
  ISLAND_WAITING_ATTRIBUTE,
  type IslandSpec,
} from '~/islands/spec';
import { holdEarlySubmits, ISLAND_START, whenToStart } from './island-start';
import './enhance';

function Throw({ error }: { error: unknown }): never {
  throw error;
}

/**
 * An island whose code did not arrive: its boundary shows 'Component Error' at once; Retry loads the code again and
 * renders the island afresh.
 */
function Unloaded({ spec, error }: { spec: IslandSpec; error: unknown }) {
  const [attempt, setAttempt] = useState(0);
  const [Loaded, setLoaded] = useState<ComponentType<object> | null>(null);
  const retry = () => {
    setAttempt((count) => count + 1);
    setLoaded(() =>
      lazy(() =>
        islandComponents[spec.name]().then((component) => ({
          default: component as ComponentType<object>,
        })),
      ),
    );
  };
  return (
    <IslandRoot boundary={spec.boundary} onReset={retry}>
      {Loaded ? (
        <Suspense key={attempt}>
          <Loaded {...spec.props} />
        </Suspense>
      ) : (
        <Throw error={error} />
      )}
    </IslandRoot>
  );
}

/** Loads the island's code at once (off the critical path), and hydrates it when `ISLAND_START` says. */
async function start(container: HTMLElement) {
  const spec = JSON.parse(container.getAttribute(ISLAND_ATTRIBUTE) ?? '') as IslandSpec;
  const options = { identifierPrefix: spec.id };
  container.setAttribute(ISLAND_WAITING_ATTRIBUTE, ISLAND_START[spec.name]);
  const ready = Promise.all([
    islandComponents[spec.name]() as Promise<ComponentType<object>>,
    whenToStart(container, spec.name),
  ]);
  // A form whose code did not load is replaced by its boundary: nothing held is sent again.
  holdEarlySubmits(
    container,
    ready.then(
      () => undefined,
      () => new Promise<never>(() => {}),
    ),
  );
  let Component: ComponentType<object>;
  try {
    [Component] = await ready;
  } catch (error) {
    // The page stays as prerendered (the form still posts); the section says what failed.
    createRoot(container, options).render(<Unloaded spec={spec} error={error} />);
    running(container);
    return;
  }
  hydrateRoot(
    container,
    <IslandRoot boundary={spec.boundary}>
      <Component {...spec.props} />
    </IslandRoot>,
    options,
  );
  running(container);
}

function running(container: HTMLElement) {
  container.removeAttribute(ISLAND_WAITING_ATTRIBUTE);
  container.setAttribute(ISLAND_RUNNING_ATTRIBUTE, '');
}

for (const container of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`))
  void start(container);
