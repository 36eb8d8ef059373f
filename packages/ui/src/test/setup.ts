import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// findBy* and waitFor give up after 1 s by default, which a loaded 2-core CI machine can take to render one update;
// they still return as soon as what they wait for is there.
configure({ asyncUtilTimeout: 10_000 });
