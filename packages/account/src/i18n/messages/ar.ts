import type { AccountMessages } from './en';

/** The Arabic catalogue of `@portal/account` (namespace `account`). */
export const ar: AccountMessages = {
  'login.title': 'تسجيل الدخول',
  'register.title': 'أنشئ حسابك',
  'forgot.title': 'نسيت كلمة المرور',
  'forgot.phoneDone': 'تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
  'resetPassword.title': 'تعيين كلمة مرور جديدة',
  'resetPassword.lead': 'اختر كلمة المرور التي ستسجّل الدخول بها من الآن. يعمل هذا الرابط مرة واحدة فقط.',
  'resetPassword.invalidTitle': 'لا يمكن استخدام هذا الرابط',
  'resetPassword.invalidText':
    'افتح الرابط من أحدث رسالة لإعادة التعيين، أو اطلب رابطًا جديدًا. يعمل الرابط مرة واحدة ولمدة قصيرة فقط.',
  'resetPassword.askAgain': 'طلب رابط جديد',
  'changePassword.title': 'تغيير كلمة المرور',
  'changePassword.forcedTitle': 'اختر كلمة مرور جديدة',
  'changePassword.forcedDescription': 'حفاظًا على أمان حسابك، يرجى استبدال كلمة المرور الحالية قبل المتابعة.',
  'challenge.title': 'تحقق سريع',
  'challenge.description': 'اسحب القطعة إلى مكانها لتؤكد أنك لست روبوتًا.',
};
