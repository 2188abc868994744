import next from 'eslint-config-next';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...next,
  ...nextTypescript,
  {
    rules: {
      // artwork is signed SVG from the origin's media route: Next's image optimiser adds nothing
      '@next/next/no-img-element': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { ignores: ['.next/**', 'node_modules/**', 'data/**', 'server/db/migrations/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**', 'server/seed/media-pack/**'] },
];

export default config;
