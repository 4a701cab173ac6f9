import type { AppRelease } from './AppDownload';

/**
 * A QR-code-like picture as an SVG data URI, drawn from a seed: three finder squares, the timing rows
 * and seeded modules. It looks like a QR code in stories and tests; it does not scan.
 */
export function demoQrCode(seed: number, size = 25): string {
  let state = seed >>> 0 || 1;
  const random = () => {
    // A small linear congruential generator: the same seed always gives the same picture.
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const inFinder = (x: number, y: number) =>
    (x < 8 && y < 8) || (x >= size - 8 && y < 8) || (x < 8 && y >= size - 8);
  const finderDark = (x: number, y: number) => {
    const fx = x >= size - 8 ? x - (size - 7) : x;
    const fy = y >= size - 8 ? y - (size - 7) : y;
    if (fx < 0 || fy < 0 || fx > 6 || fy > 6) return false;
    const edge = Math.max(Math.abs(fx - 3), Math.abs(fy - 3));
    return edge !== 2;
  };
  const cells: string[] = [];
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const dark = inFinder(x, y)
        ? finderDark(x, y)
        : x === 6 || y === 6
          ? (x + y) % 2 === 0
          : random() < 0.5;
      if (dark) cells.push(`M${x + 2} ${y + 2}h1v1h-1z`);
    }
  }
  const view = size + 4;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${view} ${view}" shape-rendering="crispEdges">` +
    `<rect width="${view}" height="${view}" fill="#fff"/><path fill="#111" d="${cells.join('')}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const guides = {
  en: {
    android: [
      'Scan the QR code or press Download to get the installer.',
      'If your phone asks, allow installing apps from this browser.',
      'Open the downloaded file and tap Install.',
      'Open the app and log in with your account.',
    ],
    ios: [
      'Scan the QR code with the Camera app, or press Download.',
      'Tap Install when your iPhone asks.',
      'Go to Settings > General > VPN & Device Management and trust the profile.',
      'Open the app from your home screen and log in.',
    ],
  },
  ar: {
    android: [
      'امسح رمز QR أو اضغط على تحميل للحصول على ملف التثبيت.',
      'إذا طلب هاتفك ذلك، فاسمح بتثبيت التطبيقات من هذا المتصفح.',
      'افتح الملف الذي تم تحميله واضغط على تثبيت.',
      'افتح التطبيق وسجّل الدخول بحسابك.',
    ],
    ios: [
      'امسح رمز QR بتطبيق الكاميرا، أو اضغط على تحميل.',
      'اضغط على تثبيت عندما يطلب منك جهاز iPhone ذلك.',
      'انتقل إلى الإعدادات > عام > إدارة الشبكة الافتراضية والجهاز ووثّق الملف التعريفي.',
      'افتح التطبيق من الشاشة الرئيسية وسجّل الدخول.',
    ],
  },
} as const;

/** Both platforms' demo releases, with the install guide in the given story language. */
export function demoApps(locale: unknown): { android: AppRelease; ios: AppRelease } {
  const guide = locale === 'en' ? guides.en : guides.ar;
  return {
    android: {
      url: 'https://download.portal-demo.com/app/portal-3.2.1.apk',
      version: '3.2.1',
      qrCode: demoQrCode(20251),
      guide: guide.android,
    },
    ios: {
      url: 'https://download.portal-demo.com/app/ios',
      version: '3.2.0',
      qrCode: demoQrCode(77),
      guide: guide.ios,
    },
  };
}
