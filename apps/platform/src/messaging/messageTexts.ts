/** The texts the platform itself sends (SMS and e-mail), in the member's language; English otherwise. */
const texts = {
  en: {
    smsCode: (code: string, minutes: number) =>
      `Royal Portal: your verification code is ${code}. It expires in ${minutes} minutes. Never share it.`,
    resetSubject: 'Reset your Royal Portal password',
    resetBody: (username: string, temporary: string) =>
      `Hello ${username},\n\nYour temporary password is ${temporary}\n` +
      'Log in with it and choose a new password straight away. If you did not ask for it, contact customer service.',
  },
  ar: {
    smsCode: (code: string, minutes: number) =>
      `رويال بورتال: رمز التحقق الخاص بك هو ${code}. تنتهي صلاحيته خلال ${minutes} دقائق. لا تشاركه مع أحد.`,
    resetSubject: 'إعادة تعيين كلمة مرور رويال بورتال',
    resetBody: (username: string, temporary: string) =>
      `مرحبًا ${username}،\n\nكلمة المرور المؤقتة الخاصة بك هي ${temporary}\n` +
      'سجّل الدخول بها واختر كلمة مرور جديدة فورًا. إن لم تطلبها فتواصل مع خدمة العملاء.',
  },
} as const;

export type MessageLanguage = keyof typeof texts;

export const messageTexts = (language: string | undefined) =>
  texts[language?.toLowerCase().startsWith('ar') ? 'ar' : 'en'];
