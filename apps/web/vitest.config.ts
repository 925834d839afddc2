import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    environment: 'happy-dom',
    // Playwright specs live in e2e/ and must never run under Vitest.
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
