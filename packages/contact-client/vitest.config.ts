import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // One module graph per worker instead of one per file, for less CPU: fake timers are undone after each test.
    isolate: false,
    // jsdom start-up and the first React render are slow on a busy 2-core machine: `pnpm verify` starts this suite
    // beside about ten other tasks (builds, Storybook, the database suites), and a render then takes ~25 s.
    testTimeout: 60_000,
  },
});
