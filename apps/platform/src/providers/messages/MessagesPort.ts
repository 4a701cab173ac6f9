/** The languages the platform has its own texts in; a member of another language gets English. */
export type MessageLanguage = 'en' | 'ar';

/**
 * The messages the platform sends and what each template needs. A new message is a new entry here and
 * its texts in `messageTexts.ts`; a provider with its own template store maps these names to its ids.
 */
export interface MessageTemplates {
  /** A one-time code by SMS (login, registration, reset by phone, the sandbox phone provider). */
  smsCode: { code: string; minutes: number };
  /** The link that sets a new password, by e-mail. */
  passwordReset: { username: string; link: string; minutes: number };
}

export type MessageTemplate = keyof MessageTemplates;
export type MessageParams<Template extends MessageTemplate> = MessageTemplates[Template];

/** One message, as the platform hands it to a provider. */
export type OutgoingMessage = {
  [Template in MessageTemplate]: {
    /** `+` and digits for SMS (E.164), an address for e-mail. */
    to: string;
    template: Template;
    language: MessageLanguage;
    params: MessageParams<Template>;
    /** The platform's rendering of the template in `language`: e-mail has a subject, SMS none. */
    subject?: string;
    text: string;
  };
}[MessageTemplate];

/** One channel of a provider. It resolves once the provider has accepted the message. */
export interface MessageChannel {
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * The messages port (`platform.messages`, chosen by MESSAGES_PROVIDER). A real provider plugs in as two
 * channels: an SMS gateway (Twilio, Vonage, Unifonic: POST the `text` to `to`, or the gateway's
 * pre-registered template named by `template` with `params`, which some countries require for one-time
 * codes) and an e-mail service (SMTP relay, SES, SendGrid: `subject` and `text`, or a dynamic template by
 * `template`, `language` and `params`). Its API keys come from its own environment variables. A failed
 * send rejects; the callers already answered the player, so it is logged, never shown.
 */
export interface MessagesPort {
  sms: MessageChannel;
  email: MessageChannel;
}
