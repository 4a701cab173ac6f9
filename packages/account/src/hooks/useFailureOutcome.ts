import {
  apiCashierMessageNamespace,
  apiMessageNamespace,
  isApiRequestError,
  type LoginFailureValue,
} from '@portal/api';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export interface FailureOutcome {
  ok: false;
  message: string;
  captchaRequired?: boolean;
}

/**
 * A failed call as the forms show it: the platform's message key in words (a lock says until when),
 * or a rule message (`validation.…?min=`) left for the forms to word, and a login's captcha flag.
 */
export function useFailureOutcome() {
  // The cashier's refusals have a namespace of their own, loaded with the cashier's pages.
  const { t, i18n } = useTranslation([apiMessageNamespace, apiCashierMessageNamespace]);
  return useCallback(
    (error: unknown): FailureOutcome => {
      if (!isApiRequestError(error)) return { ok: false, message: t('errors.network') };
      const value = error.value as Partial<LoginFailureValue> | undefined;
      const key = error.messageKey;
      const time = value?.lockedUntil
        ? new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(value.lockedUntil)
        : undefined;
      const message = i18n.exists(key, { ns: [apiMessageNamespace, apiCashierMessageNamespace] })
        ? t(key, { time })
        : key;
      return { ok: false, message, captchaRequired: value?.captcha === true };
    },
    [t, i18n],
  );
}
