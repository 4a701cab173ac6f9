import { useCatalogueTranslation } from '@portal/ui';
import { useCallback } from 'react';
import { parseRuleMessage } from '../rules/ruleMessage';
import { formsCatalogue } from './formsCatalogue';
import type { FormsMessageKey } from './messages/en';

/**
 * Translates the `forms` namespace. `message()` turns a rule message (`key?min=6&max=12`, from valibot
 * or from the platform's envelope) into words; a text that is not a key of ours (a server's own
 * sentence) is shown as it came.
 */
export function useFormsTranslation() {
  const { t, locale } = useCatalogueTranslation<FormsMessageKey>(formsCatalogue);
  const message = useCallback(
    (text: string | undefined): string | undefined => {
      if (!text) return undefined;
      const { key, values } = parseRuleMessage(text);
      return t(key as FormsMessageKey, { ...values, defaultValue: text });
    },
    [t],
  );
  return { t, message, locale };
}
