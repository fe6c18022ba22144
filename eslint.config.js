import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Dependencies point one way (docs/architecture.md). In the web app: app -> screens -> features ->
 * shared (components, lib, api); a feature imports no other feature, shared code imports no
 * feature, screen or app. On the server a route never touches the database: it calls its service.
 * contract/ is shared by both sides and imports neither. Nothing climbs more than one directory:
 * code farther away is reached through its alias (#contract/, #server/, #web/, #scripts/), which is also what
 * lets these rules see where an import goes.
 */
const rule = (...groups) => ({ 'no-restricted-imports': ['error', { patterns: groups.flat() }] });
const forbid = (regex, message, extra = {}) => ({ regex, message, ...extra });

const NO_CLIMBING = forbid('^(\\.\\./){2,}', 'Reach code more than one directory away through its alias (#contract/, #server/, #web/, #scripts/).');
const NO_SERVER_IN_WEB = [
  forbid('^#server/', 'The web app talks to the server over HTTP only; share code through contract/.'),
  forbid('(^|/)server/', 'The web app talks to the server over HTTP only; share code through contract/.'),
];
const NO_WEB_IN_SERVER = forbid('^#web/|(^|/)web/src/', 'The server does not import the web app; share code through contract/.');
const NO_SIDES_IN_CONTRACT = forbid('^#(server|web)/', 'contract/ is shared by both sides and imports neither.');
const NO_APP = forbid('^#web/app/', 'Only the app (router, providers, layout) composes screens; nothing imports the app.');
const NO_SCREENS = forbid('^#web/screens/', 'Screens compose features; a feature or shared code never imports a screen.');
const NO_FEATURES = forbid('^#web/features/', 'Shared code (components, lib, api) serves every feature and imports none; move what two features need here.');
const otherFeatures = (feature) =>
  forbid(
    `^#web/features/(?!${feature}/)`,
    `A feature imports no other feature's code; the screen composes them, and what two features need moves to components/, lib/ or api/.`,
  );
/**
 * The admin feature follows the same rule one level down: each folder of web/src/features/admin/ is a
 * sub-feature (a tab or area of the admin screens) that imports no other one, and admin/shared serves
 * them all and imports none. A file at the top of a sub-feature reaches admin's other folders with one
 * `../`, so that is checked as well as the alias.
 */
const ADMIN_AREAS_MESSAGE =
  'An admin sub-feature imports no other admin sub-feature; the admin screens compose them, and what two need moves to admin/shared/.';
const ADMIN_SHARED_MESSAGE = 'admin/shared/ serves every admin sub-feature and imports none; move what it needs here.';
const otherAdminAreas = (area) => forbid(`^#web/features/admin/(?!(${area}|shared)/)`, ADMIN_AREAS_MESSAGE);
const otherAdminAreasNearby = (area) => forbid(`^\\.\\./(?!(${area}|shared)/)`, ADMIN_AREAS_MESSAGE);
const NO_ADMIN_AREAS = forbid('^#web/features/admin/(?!shared/)', ADMIN_SHARED_MESSAGE);
const NO_ADMIN_AREAS_NEARBY = forbid('^\\.\\./(?!shared/)', ADMIN_SHARED_MESSAGE);
const otherScreens = (screen) =>
  forbid(`^#web/screens/(?!${screen}/)`, 'A screen imports no other screen; what two screens need moves to a feature or to shared code.');
const NO_DATABASE_IN_ROUTES = [
  forbid('^#server/db/', 'A route calls its service; only services touch the database.', { allowTypeImports: true }),
  forbid('^drizzle-orm', 'A route calls its service; only services build queries.', { allowTypeImports: true }),
  forbid('^(\\.\\./)+db/', 'A route calls its service; only services touch the database.', { allowTypeImports: true }),
];

const folders = (dir) =>
  fs
    .readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'bench-results', 'test-results', 'playwright-report', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      ...rule(NO_CLIMBING),
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...rule(NO_CLIMBING, NO_SERVER_IN_WEB) },
  },
  { files: ['web/src/{components,lib,api,test}/**/*.{ts,tsx}'], rules: rule(NO_CLIMBING, NO_SERVER_IN_WEB, NO_APP, NO_SCREENS, NO_FEATURES) },
  ...folders('./web/src/features').map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: rule(NO_CLIMBING, NO_SERVER_IN_WEB, NO_APP, NO_SCREENS, otherFeatures(feature)),
  })),
  ...folders('./web/src/features/admin').flatMap((area) => {
    const inAdmin = [NO_CLIMBING, NO_SERVER_IN_WEB, NO_APP, NO_SCREENS, otherFeatures('admin')];
    const [others, nearby] = area === 'shared' ? [NO_ADMIN_AREAS, NO_ADMIN_AREAS_NEARBY] : [otherAdminAreas(area), otherAdminAreasNearby(area)];
    return [
      { files: [`web/src/features/admin/${area}/**/*.{ts,tsx}`], rules: rule(...inAdmin, others) },
      { files: [`web/src/features/admin/${area}/*.{ts,tsx}`], rules: rule(...inAdmin, others, nearby) },
    ];
  }),
  ...folders('./web/src/screens').map((screen) => ({
    files: [`web/src/screens/${screen}/**/*.{ts,tsx}`],
    rules: rule(NO_CLIMBING, NO_SERVER_IN_WEB, NO_APP, otherScreens(screen)),
  })),
  { files: ['server/**/*.ts'], rules: rule(NO_CLIMBING, NO_WEB_IN_SERVER) },
  { files: ['server/**/routes.ts', 'server/**/*-routes.ts', 'server/**/*-route.ts'], rules: rule(NO_CLIMBING, NO_WEB_IN_SERVER, NO_DATABASE_IN_ROUTES) },
  { files: ['contract/**/*.ts'], rules: rule(NO_CLIMBING, NO_SIDES_IN_CONTRACT) },
  {
    files: ['**/*.test.ts', 'server/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
