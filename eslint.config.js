import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import direction (see ARCHITECTURE.md):
 * - the web app never imports the API; both may import the contracts, which import nothing of ours;
 * - API: routes -> services -> repositories, never backwards;
 * - features on either side do not reach into each other's internals.
 */
const architecture = {
  files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
  plugins: { boundaries },
  settings: {
    'boundaries/include': ['apps/**/*', 'packages/**/*'],
    'boundaries/elements': [
      { type: 'contracts', pattern: 'packages/contracts/src/**', mode: 'full' },
      { type: 'api-routes', pattern: 'apps/api/src/features/*/*.routes.ts', mode: 'full', capture: ['feature'] },
      {
        type: 'api-repository',
        pattern: 'apps/api/src/features/*/*.repository.ts',
        mode: 'full',
        capture: ['feature'],
      },
      {
        type: 'api-service',
        pattern: 'apps/api/src/features/*/*.{service,policy}.ts',
        mode: 'full',
        capture: ['feature'],
      },
      { type: 'api-feature', pattern: 'apps/api/src/features/*/**', mode: 'full', capture: ['feature'] },
      { type: 'api', pattern: 'apps/api/**', mode: 'full' },
      { type: 'web-feature', pattern: 'apps/web/src/features/*/**', mode: 'full', capture: ['feature'] },
      { type: 'web', pattern: 'apps/web/**', mode: 'full' },
    ],
  },
  rules: {
    'boundaries/element-types': [
      'error',
      {
        default: 'allow',
        rules: [
          {
            from: ['contracts'],
            disallow: ['api', 'api-routes', 'api-service', 'api-repository', 'api-feature', 'web', 'web-feature'],
          },
          {
            from: ['web', 'web-feature'],
            disallow: ['api', 'api-routes', 'api-service', 'api-repository', 'api-feature'],
            message: 'The web app never imports the API: share shapes through packages/contracts',
          },
          {
            from: ['api', 'api-routes', 'api-service', 'api-repository', 'api-feature'],
            disallow: ['web', 'web-feature'],
          },
          {
            from: ['api-repository'],
            disallow: ['api-service', 'api-routes'],
            message: 'Repositories are called by services, never the other way round',
          },
          { from: ['api-service'], disallow: ['api-routes'], message: 'Services do not import routes' },
          {
            from: [['web-feature', { feature: '*' }]],
            disallow: [['web-feature', { feature: '!${from.feature}' }]],
            message:
              'Features do not import each other: compose them in app/, or move shared code to components/ or lib/',
          },
          {
            from: ['api-routes', 'api-service', 'api-repository', 'api-feature'],
            disallow: [
              ['api-repository', { feature: '!${from.feature}' }],
              ['api-routes', { feature: '!${from.feature}' }],
            ],
            message: "A feature calls another feature's service, never its routes or repository",
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'coverage/**',
      'e2e/artifacts/**',
      'bench/results/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{js,mjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  architecture,
);
