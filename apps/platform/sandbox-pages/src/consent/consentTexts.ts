/** The sandbox consent page's words, in English and Arabic; `{provider}` is filled in. */
export const consentTexts = {
  en: {
    title: 'Sign in with {provider} (sandbox)',
    intro:
      'This is a sandbox {provider} sign-in for testing. Choose the person to continue as; no real account is used.',
    continueAs: 'Continue as',
    cancel: 'Cancel and go back',
  },
  ar: {
    title: 'تسجيل الدخول عبر {provider} (تجريبي)',
    intro:
      'هذه صفحة تجريبية لتسجيل الدخول عبر {provider} لأغراض الاختبار. اختر الشخص الذي تريد المتابعة باسمه، ولن يُستخدم أي حساب حقيقي.',
    continueAs: 'المتابعة باسم',
    cancel: 'إلغاء والعودة',
  },
} as const;
