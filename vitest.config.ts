import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'web/**/*.test.ts', 'web/**/*.test.tsx'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    pool: 'threads',
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
