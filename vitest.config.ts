import { defineConfig } from 'vitest/config';
import path from 'node:path';

const alias = {
  '@': path.resolve(import.meta.dirname),
  'server-only': path.resolve(import.meta.dirname, 'tests/support/server-only.ts'),
  'next/root-params': path.resolve(import.meta.dirname, 'tests/support/root-params.ts'),
  'next-intl/server': path.resolve(import.meta.dirname, 'tests/support/next-intl-server.ts'),
};

export default defineConfig({
  test: {
    globals: true,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          globals: true,
          environment: 'node',
          include: [
            'tests/contract/**/*.test.ts',
            'tests/server/**/*.test.ts',
            'tests/scripts/**/*.test.ts',
            'tests/web-server/**/*.test.ts',
            'tests/deploy/**/*.test.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          globals: true,
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/web-setup.ts'],
        },
      },
    ],
  },
});
