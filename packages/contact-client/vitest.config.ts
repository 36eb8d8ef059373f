import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // jsdom start-up and the first React render are slow on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
