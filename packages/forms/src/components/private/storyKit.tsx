// Shared by the account forms' stories (never exported from the package).
import { loadedMessages, uiCatalogue, uiPanelsCatalogue, vars, type UiMessageKey } from '@portal/ui';
import type { Decorator } from '@storybook/react-vite';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';

/** The form on a raised panel, as it sits in its modal. */
export const inPanel: Decorator = (Story) => (
  <div
    style={{
      maxInlineSize: 420,
      padding: vars.space['5'],
      borderRadius: vars.radius.card,
      border: `1px solid ${vars.color.border}`,
      backgroundColor: vars.color.surfaceRaised,
      boxShadow: vars.shadow.raised,
    }}
  >
    <Story />
  </div>
);

/** The form on a member centre's cashier page: wider than a dialog, on the page's surface. */
export const onCashierPanel: Decorator = (Story) => (
  <div
    style={{
      maxInlineSize: 640,
      padding: vars.space['5'],
      borderRadius: vars.radius.card,
      border: `1px solid ${vars.color.border}`,
      backgroundColor: vars.color.surface,
    }}
  >
    <Story />
  </div>
);

/** The forms catalogue of the story's language, so play functions find controls by their label. */
export const catalogueOf = (globals: Record<string, unknown>) => (globals.locale === 'en' ? en : ar);

/**
 * The kit's texts of the story's language (the send button, the password toggle...): the first page's
 * catalogue and the panels', where the forms' helpers are.
 */
export const uiCatalogueOf = (globals: Record<string, unknown>) => {
  const language = globals.locale === 'en' ? 'en' : 'ar';
  return {
    ...loadedMessages(uiCatalogue, language),
    ...loadedMessages(uiPanelsCatalogue, language),
  } as Record<UiMessageKey, string>;
};

/** A catalogue text with its values filled in. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/**
 * Ends a play with nothing focused. A field focused by the form (the first error) may or may not show
 * its hover look depending on where the test browser's real pointer was left, so pictures of it differ.
 */
export const blurForPicture = () => {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
};
