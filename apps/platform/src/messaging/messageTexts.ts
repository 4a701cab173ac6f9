/** The texts the platform itself sends (SMS and e-mail), in the member's language; English otherwise. */
const texts = {
  en: {
    smsCode: (code: string, minutes: number) =>
      `Royal Portal: your verification code is ${code}. It expires in ${minutes} minutes. Never share it.`,
    resetSubject: 'Reset your Royal Portal password',
    resetBody: (username: string, link: string, minutes: number) =>
      `Hello ${username},\n\nTo choose a new password, open this link within ${minutes} minutes:\n${link}\n\n` +
      'It works once. Your password stays as it is until you use it; if you did not ask for it, ignore this e-mail.',
  },
  ar: {
    smsCode: (code: string, minutes: number) =>
      `رويال بورتال: رمز التحقق الخاص بك هو ${code}. تنتهي صلاحيته خلال ${minutes} دقائق. لا تشاركه مع أحد.`,
    resetSubject: 'إعادة تعيين كلمة مرور رويال بورتال',
    resetBody: (username: string, link: string, minutes: number) =>
      `مرحبًا ${username}،\n\nلاختيار كلمة مرور جديدة افتح هذا الرابط خلال ${minutes} دقيقة:\n${link}\n\n` +
      'يعمل الرابط مرة واحدة. تبقى كلمة مرورك كما هي حتى تستخدمه؛ إن لم تطلبه فتجاهل هذه الرسالة.',
  },
} as const;

export type MessageLanguage = keyof typeof texts;

export const messageTexts = (language: string | undefined) =>
  texts[language?.toLowerCase().startsWith('ar') ? 'ar' : 'en'];
