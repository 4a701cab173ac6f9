// Budgets of what a partner pays for one import from the built packages (`pnpm check` runs this after
// `scripts/buildPackagesIfStale.mjs`). Measured as a partner's bundler would: esbuild, minified, gzip,
// the packages' peers left out (react, react-dom, i18next, react-i18next, swr, react-hook-form). A
// dynamic `import()` (a language's texts, a dialog's body, a lazy section) stays out of the sum: every
// splitting bundler puts it in a chunk of its own, fetched when first used, not with the import.
// Issue 13 set Button <= 5 KB, Dialog <= 15 KB and Lobby <= 60 KB; the other limits sit a little above
// what they measure, so growth is a decision rather than an accident. The Dialog is the browser's own modal
// <dialog> (top layer, inert page) with aria-hidden's hideOthers: 9.2 KB, where Radix's dialog with its
// focus scope, dismissable layer and scroll lock was 14.2 KB on its own.

const peers = ['react', 'react-dom', 'i18next', 'react-i18next', 'swr', 'react-hook-form'];

/** Leaves every `import()` target out of the bundle: it is a lazy chunk, not part of the import's cost. */
const lazyChunksApart = {
  name: 'lazy-chunks-apart',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

/** The built file of a public entry, as `exports` maps it (`@portal/api/react` -> packages/api/dist/react.js). */
const builtEntry = (specifier) => {
  const [, name, subpath] = /^@portal\/([^/]+)\/?(.*)$/.exec(specifier);
  return `packages/${name}/dist/${subpath || 'index'}.js`;
};

/** One budget: `names` imported from `from`, at most `limit`. */
const budget = (name, from, names, limit) => ({
  name,
  path: builtEntry(from),
  import: `{ ${names} }`,
  ignore: peers,
  gzip: true,
  limit,
  modifyEsbuildConfig: (config) => ({
    ...config,
    format: 'esm',
    plugins: [lazyChunksApart],
    // tsup leaves a bare import of its `__export` helper chunk in some files; dropping it is right.
    logOverride: { 'ignored-bare-import': 'silent' },
  }),
});

export default [
  budget('ui: Button', '@portal/ui', 'Button', '5 KB'),
  budget('ui: Dialog', '@portal/ui', 'Dialog', '15 KB'),
  budget('ui: inputs', '@portal/ui', 'TextField, PasswordField, Checkbox, Select', '10 KB'),
  budget('ui: GameCard', '@portal/ui', 'GameCard', '9 KB'),
  budget('ui: layout', '@portal/ui', 'SiteHeader, SideMenu, SiteFooter', '14 KB'),
  budget('ui: Toast', '@portal/ui', 'Toaster, toast', '3 KB'),
  budget('ui: Tabs', '@portal/ui', 'Tabs', '11.5 KB'),
  budget('ui: PortalProvider', '@portal/ui', 'PortalProvider', '6.5 KB'),
  budget('ui: SectionNav', '@portal/ui', 'SectionNav', '3.5 KB'),
  budget('lobby: Lobby', '@portal/lobby', 'Lobby', '60 KB'),
  budget('lobby: GameGrid', '@portal/lobby', 'GameGrid', '12.5 KB'),
  budget('lobby: menus and search', '@portal/lobby', 'CategoryMenu, VendorMenu, GameSearch', '13.5 KB'),
  budget('forms: LoginForm', '@portal/forms', 'LoginForm', '31 KB'),
  budget('forms: RegisterForm', '@portal/forms', 'RegisterForm', '30.5 KB'),
  budget('forms: DepositForm', '@portal/forms', 'DepositForm', '13.5 KB'),
  budget('forms: WithdrawForm', '@portal/forms', 'WithdrawForm', '15 KB'),
  budget('forms: WalletTransferForm', '@portal/forms', 'WalletTransferForm', '13.5 KB'),
  budget('forms: PayoutAccountForm', '@portal/forms', 'PayoutAccountForm', '16.5 KB'),
  budget('forms: PaymentPasswordForm', '@portal/forms', 'PaymentPasswordForm', '13.5 KB'),
  budget('forms: ProofImageForm', '@portal/forms', 'ProofImageForm', '11 KB'),
  // The client carries the declaration (name, method, path, flags) of every call its named methods make.
  budget('api: client', '@portal/api', 'createApiClient', '4 KB'),
  budget('api/react: ApiProvider and a hook', '@portal/api/react', 'ApiProvider, useBalance', '5.5 KB'),
  budget('agent: AgentLanding', '@portal/agent', 'AgentLanding', '5 KB'),
  // The account's dialogs carry the forms and the kit's dialog (LoginForm and Dialog are budgeted above).
  budget('account: LoginDialog', '@portal/account', 'LoginDialog', '38 KB'),
  budget('account: RegisterDialog', '@portal/account', 'RegisterDialog', '40 KB'),
  budget('account: recovery', '@portal/account', 'ForgotPasswordDialog, ResetPasswordForm', '35.5 KB'),
  // The member centre's frame and its deposit page (the cashier's form, the kit's table and navigation).
  budget('account: member centre and deposit', '@portal/account', 'MemberCentre, DepositPage', '26 KB'),
  budget('account: withdraw page', '@portal/account', 'WithdrawPage', '35 KB'),
  // Transfer to upline: the kit's fields, dialog and table, the shared amount and payment password rules.
  budget('account: transfer to upline page', '@portal/account', 'TransferUplinePage', '26.5 KB'),
  // The payment password, the payout accounts and the login history (its table, the kit's DataTable).
  budget('account: security centre', '@portal/account', 'SecurityCentrePage', '28 KB'),
  // The records: filters, totals, the kit's table and select, the keyset pager and the CSV download.
  budget('account: betting record', '@portal/account', 'BettingRecordPage', '21 KB'),
  budget('account: account record', '@portal/account', 'AccountRecordPage', '21 KB'),
  // My income without its chart: the chart's drawing and uPlot are a chunk fetched when a chart first shows.
  budget('account: income page', '@portal/account', 'IncomePage', '21 KB'),
  // That chunk on its own (its built module): uPlot, about 23 KB of it, and the drawing.
  {
    ...budget('account: income chart (lazy chunk)', '@portal/account', 'drawIncomeChart', '25 KB'),
    path: 'packages/account/dist/_modules/records/incomeChartDraw.js',
  },
  // What a host loads with its first page: the host context and the first-login action.
  budget('account: host and first login', '@portal/account', 'AccountHostContext, useFirstLogin', '0.5 KB'),
];
