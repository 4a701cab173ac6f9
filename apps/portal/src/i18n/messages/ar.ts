import type { PortalMessages } from './en';

/** The Arabic catalogue of the portal host (namespace `portal`). */
export const ar: PortalMessages = {
  'app.name': 'رويال بورتال',
  'app.skipToContent': 'الانتقال إلى المحتوى',
  'language.label': 'اللغة',
  'home.title': 'مرحبًا بك في رويال بورتال',
  'home.subtitle': 'السلوتس والكازينو المباشر والرياضة واليانصيب في مكان واحد هادئ وآمن.',
  'home.assembling': 'يجري تجهيز الردهة. ستصل الألعاب وتسجيل الدخول وحسابك إلى هنا قريبًا.',
  'status.label': 'حالة المنصة',
  'status.checking': 'جارٍ التحقق من المنصة…',
  'status.normal': 'المنصة متصلة',
  'status.maintenance': 'قيد الصيانة',
  'status.restricted': 'غير متاح في منطقتك',
  'status.unreachable': 'الاتصال بالشبكة غير طبيعي، يرجى المحاولة مرة أخرى',
  'status.retry': 'أعد المحاولة',
  'footer.licence': 'مرخّص ومنظّم في كوراساو.',
  'footer.age': 'للبالغين 18+ فقط. العب بمسؤولية.',
  'footer.copyright': '© {{year}} رويال بورتال. جميع الحقوق محفوظة.',
};
