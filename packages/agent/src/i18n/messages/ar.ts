import type { AgentMessages } from './en';

/** The Arabic catalogue of `@portal/agent` (namespace `agent`). */
export const ar: AgentMessages = {
  'nav.deposit': 'إيداع',
  'nav.withdraw': 'سحب',
  'nav.messages': 'رسائل المنصة',
  'nav.customerService': 'خدمة العملاء',
  'header.signOut': 'تسجيل الخروج',
  'landing.supportHours': 'دعم الوكلاء متاح من الاثنين إلى الجمعة، من الظهر حتى التاسعة مساءً.',
};
