import { lazy, Suspense, useState, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { IslandRoot } from '~/islands/IslandRoot';
import { islandComponents } from '~/islands/registry';
import { ISLAND_ATTRIBUTE, ISLAND_RUNNING_ATTRIBUTE, type IslandSpec } from '~/islands/spec';
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

async function start(container: HTMLElement) {
  const spec = JSON.parse(container.getAttribute(ISLAND_ATTRIBUTE) ?? '') as IslandSpec;
  const options = { identifierPrefix: spec.id };
  let Component: ComponentType<object>;
  try {
    Component = (await islandComponents[spec.name]()) as ComponentType<object>;
  } catch (error) {
    // The page stays as prerendered (the form still posts); the section says what failed.
    createRoot(container, options).render(<Unloaded spec={spec} error={error} />);
    container.setAttribute(ISLAND_RUNNING_ATTRIBUTE, '');
    return;
  }
  hydrateRoot(
    container,
    <IslandRoot boundary={spec.boundary}>
      <Component {...spec.props} />
    </IslandRoot>,
    options,
  );
  container.setAttribute(ISLAND_RUNNING_ATTRIBUTE, '');
}

for (const container of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`))
  void start(container);
