// The public surface of @portal/forms. The pattern-id rules and the forms arrive with their issue.
export { formsCatalogue } from './i18n/formsCatalogue';
export type { FormsMessageKey, FormsMessages } from './i18n/messages/en';
