import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'visuals/**/*.test.ts'],
    // One module graph per worker instead of one per file: the tests share no state, so each worker imports the
    // content modules once.
    isolate: false,
  },
});
