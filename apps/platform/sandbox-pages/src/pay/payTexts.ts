/** The sandbox payment page's words, in English and Arabic; `{merchant}` and `{time}` are filled in. */
export const payTexts = {
  en: {
    title: 'Sandbox payment',
    intro: 'This is a sandbox payment page for testing. No real money moves.',
    payTo: 'Pay to {merchant}',
    amount: 'Amount',
    until: 'Pay by {time}',
    pay: 'Pay',
    decline: 'Decline',
    abandon: 'Leave without paying',
    closed: 'This payment is closed: it was paid, declined or its time ran out.',
    back: 'Back to the site',
    failed: 'The payment could not be sent. Please try again.',
  },
  ar: {
    title: 'دفع تجريبي',
    intro: 'هذه صفحة دفع تجريبية لأغراض الاختبار، ولا تُنقل فيها أموال حقيقية.',
    payTo: 'الدفع إلى {merchant}',
    amount: 'المبلغ',
    until: 'ادفع قبل {time}',
    pay: 'ادفع',
    decline: 'رفض',
    abandon: 'المغادرة دون دفع',
    closed: 'هذه الدفعة مغلقة: إما دُفعت أو رُفضت أو انتهى وقتها.',
    back: 'العودة إلى الموقع',
    failed: 'تعذّر إرسال الدفعة، يرجى المحاولة مرة أخرى.',
  },
} as const;
