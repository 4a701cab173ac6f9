// The public surface of @portal/agent: the agent view's header and landing page; the agent centre's
// pages arrive with their issue.
export { agentCatalogue } from './i18n/agentCatalogue';
export { useAgentTranslation } from './i18n/useAgentTranslation';
export type { AgentMessageKey, AgentMessages } from './i18n/messages/en';
export * from './components/AgentHeader';
export * from './components/AgentLanding';
