import next from 'eslint-config-next';
import nextTypescript from 'eslint-config-next/typescript';

// The seams (README "Where things are"): the origin (server/) and the contract never import the
// web; the web reaches the origin only through the contract and lib/api. Tests, benches and
// scripts may reach both sides.
const webFolders = ['lib', 'components', 'stores', 'app'];
const web = (folder) => [`@/${folder}`, `@/${folder}/**`, `**/../${folder}/**`, `**/../${folder}`];
const originImportsNoWeb = {
  files: ['server/**/*.ts', 'contract/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: webFolders.flatMap(web),
            message: 'The origin and the contract never import the web (lib/, components/, stores/, app/).',
          },
        ],
      },
    ],
  },
};
const contractImportsNoOrigin = {
  files: ['contract/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [...webFolders.flatMap(web), '@/server', '@/server/**', '**/server/**'],
            message: 'The contract imports neither process: both import it.',
          },
        ],
      },
    ],
  },
};
const webImportsContractOnly = {
  files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'stores/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'proxy.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/server', '@/server/**', '**/server/**'],
            message: 'The web reaches the origin only through the contract (contract/) and lib/api.',
          },
        ],
      },
    ],
  },
};

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
  originImportsNoWeb,
  contractImportsNoOrigin,
  webImportsContractOnly,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'server/db/migrations/**',
      'next-env.d.ts',
      'playwright-report/**',
      'test-results/**',
      'server/seed/media-pack/**',
    ],
  },
];

export default config;
