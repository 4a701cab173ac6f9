// The public surface of @portal/forms. The rules alone (no React) are also at '@portal/forms/rules'.
export * from './rules';
export { formsCatalogue } from './i18n/formsCatalogue';
export { useFormsTranslation } from './i18n/useFormsTranslation';
export type { FormsMessageKey, FormsMessages } from './i18n/messages/en';
export * from './components/Form';
