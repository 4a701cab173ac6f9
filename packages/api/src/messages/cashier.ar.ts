import type { cashierEnMessages } from './cashier.en';

/** The cashier's refusals in Arabic (`apiCashierCatalogue`). */
export const cashierArMessages = {
  'errors.depositChannelClosed': 'طريقة الإيداع هذه غير متاحة حاليًا، يرجى اختيار طريقة أخرى',
  'errors.paymentClosed': 'لم يعد بالإمكان إتمام هذه الدفعة',
  'errors.paymentPasswordRequired': 'يرجى تعيين كلمة مرور الدفع في مركز الأمان أولًا',
  'errors.paymentPasswordWrong': 'كلمة مرور الدفع غير صحيحة',
  'errors.withdrawDailyLimit': 'لقد بلغت الحد اليومي لعدد عمليات السحب، يرجى المحاولة غدًا',
  'errors.payoutAccountLimit': 'لقد ربطت الحد الأقصى المسموح به من حسابات الاستلام',
  'errors.noUplineAgent': 'التحويل إلى الوكيل متاح فقط للأعضاء المسجّلين عن طريق وكيل',
  'errors.uplineDailyCount': 'لقد بلغت الحد اليومي لعدد التحويلات إلى وكيلك، يرجى المحاولة غدًا',
  'errors.uplineDailyAmount':
    'هذا المبلغ يتجاوز حد التحويل اليومي المتبقي، يرجى إرسال مبلغ أقل أو المحاولة غدًا',
} as const satisfies Record<keyof typeof cashierEnMessages, string>;
