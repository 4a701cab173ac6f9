/**
 * The providers this platform has for each port, by the name its variable takes. Only sandboxes exist
 * today; a real provider adds its name here and its factory in `chooseProviders.ts`.
 */
export const providerNames = {
  messages: ['sandbox'],
  phone: ['sandbox'],
  captcha: ['sandbox'],
  payments: ['sandbox'],
  games: ['sandbox'],
} as const;

export type PortName = keyof typeof providerNames;
export type ProviderName<Port extends PortName> = (typeof providerNames)[Port][number];

export const portNames = Object.keys(providerNames) as PortName[];

/** The variable that chooses each port's provider. */
export const providerVariables = {
  messages: 'MESSAGES_PROVIDER',
  phone: 'PHONE_PROVIDER',
  captcha: 'CAPTCHA_PROVIDER',
  payments: 'PAYMENTS_PROVIDER',
  games: 'GAMES_PROVIDER',
} as const satisfies Record<PortName, string>;
