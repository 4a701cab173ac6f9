import { useCatalogueTranslation } from '@portal/ui';
import { agentCatalogue } from './agentCatalogue';
import type { AgentMessageKey } from './messages/en';

/** Translates the `agent` namespace (the host merges the catalogue; defaults work without it). */
export function useAgentTranslation() {
  return useCatalogueTranslation<AgentMessageKey>(agentCatalogue);
}
