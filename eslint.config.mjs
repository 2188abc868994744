import next from 'eslint-config-next';
import nextTypescript from 'eslint-config-next/typescript';

// The seams (README "Where things are"): the origin (server/) and the contract never import the
// web; the web reaches the origin only through the contract and lib/api. The web's production
// server (web-server/) is the web's process: it imports neither the origin nor the web's pages and
// components. What both processes' HTTP servers run on (runtime/: draining, metrics) imports
// neither. Tests, benches and scripts may reach both sides.
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
            group: [...webFolders, 'web-server'].flatMap(web),
            message: 'The origin and the contract never import the web (lib/, components/, stores/, app/, web-server/).',
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
            group: [...webFolders, 'web-server'].flatMap(web).concat(['@/server', '@/server/**', '**/server/**']),
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
            group: ['@/server', '@/server/**', '**/server/**', ...web('web-server')],
            message:
              "The web reaches the origin only through the contract (contract/) and lib/api; its pages never import the web's server.",
          },
        ],
      },
    ],
  },
};

const origin = ['@/server', '@/server/**', '**/server/**'];
const webServerImportsNoOrigin = {
  files: ['web-server/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [...origin, ...['components', 'stores', 'app'].flatMap(web)],
            message:
              "The web's server reaches neither the origin (server/) nor the pages' code; what it shares with the origin is in runtime/.",
          },
        ],
      },
    ],
  },
};
const runtimeImportsNeither = {
  files: ['runtime/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [...origin, ...webFolders.flatMap(web), '**/web-server/**'],
            message: 'runtime/ is what both processes run on: it imports neither.',
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
  webServerImportsNoOrigin,
  runtimeImportsNeither,
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
