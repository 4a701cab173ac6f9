import type { MirrorSetting } from '../system/contentSettings';

/** The brand's official mirror sites (the same hosts as the domain lines). */
export const demoMirrors: MirrorSetting[] = [
  { domainName: 'https://www.portal.example', note: { en: 'Main site', ar: 'الموقع الرئيسي' } },
  {
    domainName: 'https://m.portal.example',
    note: { en: 'Light version for mobile networks', ar: 'نسخة خفيفة لشبكات الجوال' },
  },
  {
    domainName: 'https://line1.portal.example',
    note: { en: 'Mirror 1: the Gulf region', ar: 'الموقع البديل 1: منطقة الخليج' },
  },
  {
    domainName: 'https://line2.portal.example',
    note: { en: 'Mirror 2: North Africa', ar: 'الموقع البديل 2: شمال أفريقيا' },
  },
];
