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
        'Tap Install, then open Royal Portal and log in with your account.',
      ],
      ar: [
        'امسح رمز QR أو اضغط على «تنزيل» من هاتفك بنظام أندرويد.',
        'افتح الملف الذي نزّلته، وإذا طُلب منك ذلك فاسمح بتثبيت التطبيقات من هذا المصدر في الإعدادات.',
        'اضغط على «تثبيت»، ثم افتح رويال بورتال وسجّل الدخول بحسابك.',
      ],
    },
  },
  ios: {
    url: 'https://www.portal.example/download/ios',
    version: '2.4.0',
    guide: {
      en: [
        'Scan the QR code with the Camera app on your iPhone, or tap Download.',
        'Add Royal Portal to your Home Screen: tap Share, then Add to Home Screen.',
        'Open Royal Portal from your Home Screen and log in with your account.',
      ],
      ar: [
        'امسح رمز QR بتطبيق الكاميرا في جهاز آيفون، أو اضغط على «تنزيل».',
        'أضف رويال بورتال إلى شاشتك الرئيسية: اضغط على «مشاركة» ثم «إضافة إلى الشاشة الرئيسية».',
        'افتح رويال بورتال من شاشتك الرئيسية وسجّل الدخول بحسابك.',
      ],
    },
  },
};
