import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const physicalProperty =
  /^(margin|padding|border)(Left|Right)|^(left|right)$|^borderTop(Left|Right)Radius$|^borderBottom(Left|Right)Radius$/;

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      '**/.data/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Styles: logical properties only, so every component works right to left.
    files: ['packages/**/*.css.ts', 'apps/**/*.css.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `Property[key.name=${physicalProperty}]`,
          message:
            'Use logical properties (marginInlineStart, insetInlineEnd, textAlign: start, ...) for RTL.',
        },
        {
          selector: 'Property > Literal[value=/^(left|right)$/]',
          message: "Use 'start' / 'end' (or logical properties) instead of left/right.",
        },
      ],
    },
  },
  {
    // The design-system packages never route, fetch or read storage: data and navigation arrive as props.
    files: ['packages/ui/src/**', 'packages/forms/src/**'],
    ignores: ['**/*.test.*', '**/*.stories.*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom', 'swr'],
          patterns: ['@portal/api*', '@portal/lobby*', '@portal/agent*', '@portal/account*'],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'ui and forms never fetch: take data and callbacks as props.' },
        { name: 'localStorage', message: 'ui and forms never read storage.' },
        { name: 'sessionStorage', message: 'ui and forms never read storage.' },
      ],
    },
  },
  {
    // The account flows are embedded by partner sites: navigation goes through the account host, and the
    // platform is reached only through `@portal/api/react` (never fetch, never the router).
    files: ['packages/account/src/**'],
    ignores: ['**/*.test.*', '**/*.stories.*'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ['react-router', 'react-router-dom'], patterns: ['@portal/lobby*', '@portal/agent*'] },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'The account reads the platform through @portal/api/react hooks.' },
      ],
    },
  },
  {
    files: ['packages/ui/src/**'],
    ignores: ['**/*.test.*', '**/*.stories.*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom', 'swr'],
          patterns: ['@portal/*'],
        },
      ],
    },
  },
);
