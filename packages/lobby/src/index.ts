// The public surface of @portal/lobby. The lobby itself arrives with its issue.
export { lobbyCatalogue } from './i18n/lobbyCatalogue';
export type { LobbyMessageKey, LobbyMessages } from './i18n/messages/en';
