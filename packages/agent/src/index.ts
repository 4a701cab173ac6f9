// The public surface of @portal/agent. The agent centre arrives with its issue.
export { agentCatalogue } from './i18n/agentCatalogue';
export type { AgentMessageKey, AgentMessages } from './i18n/messages/en';
