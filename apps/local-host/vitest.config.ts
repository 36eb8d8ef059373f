import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // One module graph per worker instead of one per file (113 → 78–91 s of CPU): each file starts its own servers
    // on their own data folders, and nothing a test relies on lives in module state.
    isolate: false,
    // Each server starts PGlite (Postgres in WebAssembly), and a test may start it several times (a kill between
    // "stored" and "sent" takes four starts); in `pnpm verify` the 2 cores are shared with every other suite.
    testTimeout: 240_000,
    hookTimeout: 180_000,
    // The files mostly wait on their servers and child processes (a third of the wall time is CPU): three at a
    // time take 160 → 118 s on a busy machine.
    maxWorkers: 3,
  },
});
