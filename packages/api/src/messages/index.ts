import { arMessages } from './ar';
import { enMessages } from './en';

/** The i18next namespace the portal registers these texts under, so error keys never clash with others. */
export const apiMessageNamespace = 'api';

/** The texts behind every message key of the contract, by language. */
export const apiMessages = { en: enMessages, ar: arMessages } as const;

/** Every key a client may show from this package: the platform's `errors` keys and transport failures. */
export type ApiMessageKey = keyof typeof enMessages;
