import type { MessageLanguage, MessageParams, MessageTemplate } from './MessagesPort';

/** What one template renders to in one language: the text, and a subject where the channel has one. */
interface TemplateTexts<Template extends MessageTemplate> {
  subject?: (params: MessageParams<Template>) => string;
  text: (params: MessageParams<Template>) => string;
}

type Catalogue = { [Template in MessageTemplate]: TemplateTexts<Template> };

/** The texts the platform itself sends (SMS and e-mail), per template and language. */
const texts = {
  en: {
    smsCode: {
      text: ({ code, minutes }) =>
        `Royal Portal: your verification code is ${code}. It expires in ${minutes} minutes. Never share it.`,
    },
    passwordReset: {
      subject: () => 'Reset your Royal Portal password',
      text: ({ username, link, minutes }) =>
        `Hello ${username},\n\nTo choose a new password, open this link within ${minutes} minutes:\n${link}\n\n` +
        'It works once. Your password stays as it is until you use it; if you did not ask for it, ignore this e-mail.',
    },
  },
  ar: {
    smsCode: {
      text: ({ code, minutes }) =>
        `رويال بورتال: رمز التحقق الخاص بك هو ${code}. تنتهي صلاحيته خلال ${minutes} دقائق. لا تشاركه مع أحد.`,
    },
    passwordReset: {
      subject: () => 'إعادة تعيين كلمة مرور رويال بورتال',
      text: ({ username, link, minutes }) =>
        `مرحبًا ${username}،\n\nلاختيار كلمة مرور جديدة افتح هذا الرابط خلال ${minutes} دقيقة:\n${link}\n\n` +
        'يعمل الرابط مرة واحدة. تبقى كلمة مرورك كما هي حتى تستخدمه؛ إن لم تطلبه فتجاهل هذه الرسالة.',
    },
  },
} as const satisfies Record<MessageLanguage, Catalogue>;

/** The member's language when the platform has texts in it; English otherwise. */
export const messageLanguageOf = (language: string | undefined): MessageLanguage =>
  language?.toLowerCase().startsWith('ar') ? 'ar' : 'en';

export const messageTexts = (language: MessageLanguage): Catalogue => texts[language];
