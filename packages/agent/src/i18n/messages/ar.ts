import type { AgentMessages } from './en';

/** The Arabic catalogue of `@portal/agent` (namespace `agent`). */
export const ar: AgentMessages = {
  'nav.deposit': 'إيداع',
  'nav.withdraw': 'سحب',
  'nav.messages': 'رسائل المنصة',
  'nav.customerService': 'خدمة العملاء',
  'header.signOut': 'تسجيل الخروج',
  'header.home': 'مركز الوكلاء',
  'header.badge': 'مركز الوكلاء',
  'header.signedInAs': 'مسجّل الدخول باسم',
  'landing.eyebrow': 'برنامج وكلاء {{brand}}',
  'landing.title': 'ابنِ فريقك واربح مع كل لعبة يلعبها',
  'landing.lead': 'ادعُ اللاعبين وأدِر شبكتك وتابع إيراداتك لحظة بلحظة، مع عمولة تُصرف وفق جدول واضح.',
  'landing.commission.title': 'عمولة واضحة',
  'landing.commission.text': 'احصل على نصيب من نتائج فريقك، مع كل كشف حساب في مركز الوكلاء.',
  'landing.team.title': 'فريقك الخاص',
  'landing.team.text': 'سجّل وكلاءك ولاعبيك الفرعيين، وجهّزهم، واعرف النشطين منهم بنظرة واحدة.',
  'landing.reports.title': 'تقارير مباشرة',
  'landing.reports.text': 'رهانات الفريق والإيرادات والمعاملات، محدّثة فور حدوثها.',
  'landing.loginTitle': 'دخول الوكلاء',
  'landing.supportHours': 'دعم الوكلاء متاح من الاثنين إلى الجمعة، من الظهر حتى التاسعة مساءً.',
};
