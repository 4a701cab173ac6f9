import type { MessageParams, MessageTemplate, OutgoingMessage } from './MessagesPort';
import { messageLanguageOf, messageTexts } from './messageTexts';

/** A message ready for a provider: the template and its parameters, and their rendering in the language. */
export function composeMessage<Template extends MessageTemplate>(
  template: Template,
  to: string,
  language: string | undefined,
  params: MessageParams<Template>,
): OutgoingMessage {
  const lang = messageLanguageOf(language);
  const texts = messageTexts(lang)[template] as {
    subject?: (params: MessageParams<Template>) => string;
    text: (params: MessageParams<Template>) => string;
  };
  const subject = texts.subject?.(params);
  return {
    to,
    template,
    language: lang,
    params,
    ...(subject === undefined ? {} : { subject }),
    text: texts.text(params),
  } as OutgoingMessage;
}
