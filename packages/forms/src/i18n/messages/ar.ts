import type { FormsMessages } from './en';

/** The Arabic catalogue of `@portal/forms` (namespace `forms`). */
export const ar: FormsMessages = {
  'validation.required': 'لا يمكن ترك هذا الحقل فارغًا',
  'validation.captchaRequired': 'يرجى إدخال رمز التحقق المصوّر',
  'validation.confirmMismatch': 'التأكيد غير مطابق',
  'validation.mobileInvalid': 'يرجى إدخال رقم جوال صحيح',
  'validation.codeInvalid': 'يرجى إدخال رمز تحقق صحيح',
  'validation.passwordLength': 'يرجى إدخال كلمة مرور من {{min}} إلى {{max}} حرفًا',
  'validation.emailInvalid': 'صيغة البريد الإلكتروني غير صحيحة',
  'validation.usernameAndPassword': 'يرجى إدخال اسم المستخدم وكلمة المرور',
};
