import type { AppDownloadSetting } from '../system/contentSettings';

/** The brand's apps: where to get them, their version and the installation steps. */
export const demoAppDownload: AppDownloadSetting = {
  android: {
    url: 'https://www.portal.example/download/portal-demo.apk',
    version: '2.4.0',
    guide: {
      en: [
        'Scan the QR code or tap Download on your Android phone.',
        'Open the downloaded file. If asked, allow installing apps from this source in Settings.',
        'Tap Install, then open Portal Demo and log in with your account.',
      ],
      ar: [
        'امسح رمز QR أو اضغط على «تنزيل» من هاتفك بنظام أندرويد.',
        'افتح الملف الذي نزّلته، وإذا طُلب منك ذلك فاسمح بتثبيت التطبيقات من هذا المصدر في الإعدادات.',
        'اضغط على «تثبيت»، ثم افتح بوابة العرض وسجّل الدخول بحسابك.',
      ],
    },
  },
  ios: {
    url: 'https://www.portal.example/download/ios',
    version: '2.4.0',
    guide: {
      en: [
        'Scan the QR code with the Camera app on your iPhone, or tap Download.',
        'Add Portal Demo to your Home Screen: tap Share, then Add to Home Screen.',
        'Open Portal Demo from your Home Screen and log in with your account.',
      ],
      ar: [
        'امسح رمز QR بتطبيق الكاميرا في جهاز آيفون، أو اضغط على «تنزيل».',
        'أضف بوابة العرض إلى شاشتك الرئيسية: اضغط على «مشاركة» ثم «إضافة إلى الشاشة الرئيسية».',
        'افتح بوابة العرض من شاشتك الرئيسية وسجّل الدخول بحسابك.',
      ],
    },
  },
};
