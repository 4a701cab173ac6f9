import type { UiMessageKey as FirstPageKey } from './messages/en';
import type { UiPanelMessageKey } from './messages/panels.en';

/**
 * Every key of the kit's own texts, the first page's (`ui`) and the panels' (`uiPanels`), so a host that
 * types its overrides by it still reaches the texts that moved to the panels.
 */
export type UiMessageKey = FirstPageKey | UiPanelMessageKey;
export type UiMessages = Record<UiMessageKey, string>;
