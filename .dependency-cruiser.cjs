/**
 * The import table of the architecture (design/architecture.md, section 2), enforced by `pnpm check`
 * (`pnpm deps`): who may import whom among the packages and apps, the layers inside the portal and the
 * platform, and no cycles anywhere. Each rule names the row of the table it keeps; a new exception
 * belongs in the architecture first, then here.
 */

const ours = '^(packages/[^/]+|apps/[^/]+)/';
const pkg = (name) => `^packages/${name}/`;
const app = (name) => `^apps/${name}/`;
const portalSrc = '^apps/portal/src/';
/** The bottom of the portal host: its contexts, boundaries and failure screens, and its texts. */
const portalBottom = '^apps/portal/src/(shell|i18n)/';
/** One layer (a folder) of the portal host's source. */
const portalLayer = (name) => `^apps/portal/src/${name}/`;
/** The portal's entry files (App.tsx, main.tsx, preloadLanguage.ts): the top, above routes/. */
const portalEntry = '^apps/portal/src/[^/]+\\.tsx?$';
/** Tests, stories and fixtures may reach the shared test utilities; the rules are about shipped code. */
const notShipped = '\\.(test|spec|stories|fixture|visual\\.test)\\.[cm]?[jt]sx?$|/__screenshots__/';

/** A package's source may import only the packages listed (besides itself and third-party code). */
const onlyImports = (name, allowed, comment) => ({
  name: `${name}-imports`,
  comment,
  severity: 'error',
  from: { path: pkg(name), pathNot: notShipped },
  to: {
    path: ours,
    pathNot: [pkg(name), ...allowed.map(pkg)],
  },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No cycles, type-only ones included: types shared by the parts of a split component live in a *.types.ts file.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    onlyImports('ui', [], 'ui -> nothing of ours.'),
    onlyImports('api', [], 'api -> nothing of ours (the contract is shared with the platform).'),
    onlyImports('forms', ['ui'], 'forms -> ui.'),
    onlyImports('lobby', ['forms', 'ui', 'api'], 'lobby -> forms, ui, api (never account or agent).'),
    onlyImports('agent', ['forms', 'ui', 'api'], 'agent -> forms, ui, api (never account or lobby).'),
    onlyImports('account', ['forms', 'ui', 'api'], 'account -> forms, ui, api (never lobby or agent).'),
    {
      name: 'portal-imports',
      comment: 'The portal host assembles the packages; it never reaches into the platform.',
      severity: 'error',
      from: { path: app('portal') },
      to: { path: app('platform') },
    },
    // The portal host, bottom to top: shell/ (modal and session contexts, the section boundary, lazy
    // sections, failure screens) with i18n/ (its texts and language), the features (one folder each:
    // layout, home, account wiring, agent pages...), routes/, and the entry files (App.tsx, main.tsx). No
    // folder imports one above it; features may use each other (no cycles, as everywhere).
    {
      name: 'portal-shell-below-features',
      comment: 'shell/ and i18n/ reach only each other: never a feature, a route or the entry files.',
      severity: 'error',
      from: { path: portalBottom, pathNot: notShipped },
      to: { path: portalSrc, pathNot: portalBottom },
    },
    {
      name: 'portal-features-below-routes',
      comment: 'Features never import routes/ or the entry files; routes place them, not the other way.',
      severity: 'error',
      from: { path: portalLayer('[^/]+'), pathNot: [portalLayer('routes'), notShipped] },
      to: { path: [portalLayer('routes'), portalEntry] },
    },
    {
      name: 'portal-routes-below-the-entry',
      comment: 'routes/ never imports the entry files (App.tsx, main.tsx), which assemble them.',
      severity: 'error',
      from: { path: portalLayer('routes'), pathNot: notShipped },
      to: { path: portalEntry },
    },
    {
      name: 'platform-imports',
      comment:
        'The platform -> api (contract), forms/rules and ui/htmlPolicy (data, no React); nothing that renders, nothing of the portal.',
      severity: 'error',
      from: { path: app('platform'), pathNot: notShipped },
      to: {
        path: ours,
        pathNot: [
          app('platform'),
          pkg('api') + 'src/(?!react/)',
          pkg('forms') + 'src/rules/',
          // The HTML policy is plain data the platform stores content by and SafeHtml renders it by.
          pkg('ui') + 'src/components/SafeHtml/htmlPolicy\\.ts$',
        ],
      },
    },
    {
      name: 'platform-storage-below-services',
      comment: 'db/ and store/ are the bottom of the platform: they know no domain service and no route.',
      severity: 'error',
      from: { path: '^apps/platform/src/(db|store)/', pathNot: notShipped },
      to: { path: '^apps/platform/src/', pathNot: '^apps/platform/src/(db|store)/' },
    },
    {
      name: 'platform-services-below-http',
      comment:
        'Domain services never reach up to route registration (http/), the routes (routes/) or the Fastify ' +
        'app: what they throw lives in failures/, below them all.',
      severity: 'error',
      from: {
        path: '^apps/platform/src/',
        pathNot: [
          '^apps/platform/src/(routes|http|testing|chaos)/',
          '^apps/platform/src/[^/]+\\.ts$',
          notShipped,
        ],
      },
      to: { path: '^apps/platform/src/(http|routes)/' },
    },
    {
      name: 'platform-routes-hold-no-sql',
      comment:
        'Routes hold no SQL: queries and transactions live in the domain services, which routes call with ' +
        'plain arguments; a route imports neither drizzle-orm nor the schema.',
      severity: 'error',
      from: { path: '^apps/platform/src/routes/', pathNot: notShipped },
      to: { path: ['^apps/platform/src/db/schema\\.ts$', '(^|/)node_modules/drizzle-orm/'] },
    },
    {
      name: 'platform-routes-never-import-sandbox',
      comment:
        'Routes reach a provider through its port; which implementation (sandbox or real) is configuration.',
      severity: 'error',
      from: { path: '^apps/platform/src/(routes|http)/' },
      to: { path: ['^apps/platform/src/sandbox/', '/sandbox[A-Z][^/]*\\.ts$'] },
    },
    {
      name: 'platform-providers-behind-ports',
      comment:
        'Routes and services reach a provider as platform.<port> (providers/<port>/<Port>Port.ts); only ' +
        'providers/ itself (chooseProviders, the composition of the ports) knows the implementations.',
      severity: 'error',
      from: { path: '^apps/platform/src/', pathNot: ['^apps/platform/src/providers/', notShipped] },
      to: { path: '^apps/platform/src/providers/[^/]+/sandbox/' },
    },
    {
      name: 'shipped-code-never-imports-tests',
      comment: 'Shipped code never depends on a test, a story or a fixture.',
      severity: 'error',
      from: { path: ours, pathNot: notShipped },
      to: { path: [notShipped, '^test-utils/', '^tests/'] },
    },
  ],
  options: {
    // Third-party modules are leaves of the graph, never cruised further but kept (not excluded), so a rule
    // can name one: platform-routes-hold-no-sql forbids drizzle-orm in routes.
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', 'storybook-static', '\\.css$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // The workspace packages resolve to their sources (the `source` condition), as Vite and Vitest see them.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'types', 'default'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
  },
};
