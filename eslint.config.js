import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import { readdirSync } from 'node:fs';

/*
 * Web app layers: app (shell, providers, router) -> features -> components and lib. Lower layers
 * never import higher ones, a feature uses another only through its index.ts (oneDoorPerFeature
 * below), and the app shell too: it imports a feature's index, while the route pages are loaded
 * lazily by the route manifest (app/page-modules.ts), never imported by name.
 */
const webFeaturesDir = 'apps/web/src/features';
const webFeatures = readdirSync(webFeaturesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const upTo = (levels) => `(?:\\.\\./){${levels}}`;
const noAppShell = (depth) => ({
  regex: `^${upTo(depth + 2)}app/`,
  message: 'Features do not import the app shell; the shell imports them.',
});

/** A web feature's files `depth` folders down: one door to other features, none to the shell. */
function webFeatureBoundary(feature, depth) {
  const door = oneDoorPerFeature(webFeaturesDir, feature, depth);
  const [level, { patterns }] = door.rules['no-restricted-imports'];
  return [
    {
      ...door,
      rules: { 'no-restricted-imports': [level, { patterns: [...patterns, noAppShell(depth)] }] },
    },
    {
      // Tests may reach into what they test, but not into the shell either.
      files: door.files.map((glob) => glob.replace('*.{ts,tsx}', '*.test.{ts,tsx}')),
      rules: { 'no-restricted-imports': ['error', { patterns: [noAppShell(depth)] }] },
    },
  ];
}

/*
 * One door per feature, on the server and on the web: a feature's index.ts is its public module
 * (routes, the service functions others may call, its policy, its events, its shared components);
 * every other file in its folder is private. A file in feature `feature`, `depth` folders below the
 * feature's own folder, may import another feature only as `../<other>` (its index).
 */
export function oneDoorPerFeature(featuresDir, feature, depth) {
  const toFeatures = upTo(depth + 1);
  return {
    files: [`${featuresDir}/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^${toFeatures}(?!${feature}/)[^./][^/]*/(?!index$).+`,
              message:
                "Use another feature only through its public module, its index.ts ('../<feature>'): add what you need there.",
            },
          ],
        },
      ],
    },
  };
}

/*
 * The server's layers: platform/ and db/ import no feature; a feature uses another only through its
 * index.ts (oneDoorPerFeature) and never imports the app root (app.ts and what builds it), not even
 * for types: what a feature needs from the app is typed in platform/deps.ts. The app root, the
 * registry, cli/ and bench/ use features through their index.ts too. Tests may reach further.
 */
const serverSrc = 'apps/server/src';
const serverFeaturesDir = `${serverSrc}/features`;
const serverFeatures = readdirSync(serverFeaturesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const appRootModules = '(?:app|create-deps|admin-scope|main)';

function restrictImports(config, patterns) {
  const [level, options] = config.rules['no-restricted-imports'];
  const rule = [level, { ...options, patterns: [...options.patterns, ...patterns] }];
  return { ...config, rules: { ...config.rules, 'no-restricted-imports': rule } };
}

/** oneDoorPerFeature for a server feature, and no import of the app root from it. */
function serverFeatureBoundary(feature, depth) {
  return restrictImports(oneDoorPerFeature(serverFeaturesDir, feature, depth), [
    {
      regex: `^${upTo(depth + 2)}${appRootModules}$`,
      message:
        'Features do not import the app root, even for types: AppDeps is in platform/deps.ts.',
    },
  ]);
}

const serverOutsideFeatures = [
  {
    files: [`${serverSrc}/*.ts`, `${serverSrc}/cli/**/*.ts`, `${serverSrc}/bench/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:\\./|(?:\\.\\./)+)features/[^/]+/(?!index$).+',
              message: "Use a feature only through its index.ts ('features/<feature>').",
            },
          ],
        },
      ],
    },
  },
  {
    // The registry sits beside the features: './<feature>' is a feature's index.ts.
    files: [`${serverFeaturesDir}/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\./[^./][^/]*/(?!index$).+',
              message: "Use a feature only through its index.ts ('./<feature>').",
            },
            {
              regex: `^\\.\\./${appRootModules}$`,
              message: 'The registry is read by the app root and does not import it.',
            },
          ],
        },
      ],
    },
  },
  {
    // The e2e fixtures write the server's rows with its own schema and rules, through a feature's
    // index.ts only (the invoice numbering, say), like any other user of a feature.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:\\.\\./)+apps/server/src/features/[^/]+/(?!index$).+',
              message:
                "e2e uses a server feature only through its index.ts ('apps/server/src/features/<feature>').",
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${serverSrc}/platform/**/*.ts`, `${serverSrc}/db/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?:\\.\\./)+(?:features(?:/|$)|${appRootModules}$)`,
              message:
                'platform/ and db/ are shared by every feature and import none of them, nor the app root.',
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Every text a person reads comes from the catalogs: JSX text and the attributes people read
    // (or hear) may not be string literals. Tests are exempt: they assert what people see.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'apps/web/src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label'],
          },
          'jsx-components': { exclude: ['Trans'] },
          // Class names and form field names built by these calls are not read by anyone.
          callees: {
            exclude: [
              'i18n(ext)?',
              't',
              'cn',
              'buttonClasses',
              'buttonVariants',
              '(form\\.)?register',
              '(form\\.)?watch',
            ],
          },
          message:
            'Text shown to people comes from the translation catalogs: use t() (react-i18next).',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:\\.\\./)+(?:features|app)/',
              message: 'components/ and lib/ are shared by every feature and import none of them.',
            },
          ],
        },
      ],
    },
  },
  ...serverFeatures.flatMap((feature) =>
    [0, 1, 2].map((depth) => serverFeatureBoundary(feature, depth)),
  ),
  ...serverOutsideFeatures,
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:\\.\\./)+features/[^/]+/',
              message:
                "The app shell uses a feature through its index.ts ('../features/<feature>'); pages load through the route manifest.",
            },
          ],
        },
      ],
    },
  },
  ...webFeatures.flatMap((feature) =>
    [0, 1, 2, 3].flatMap((depth) => webFeatureBoundary(feature, depth)),
  ),
);
