import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    // One module graph per worker instead of one per file: the tests share no state.
    isolate: false,
  },
});
