import type { LiveModelSetting } from '../system/contentSettings';

/** The sandbox live-chat hosts: four online, one offline. */
export const demoLiveModels: LiveModelSetting[] = [
  { modelId: 'lina', name: { en: 'Lina', ar: 'لينا' }, online: true, language: 'ar', palette: 0 },
  { modelId: 'sarah', name: { en: 'Sarah', ar: 'سارة' }, online: true, language: 'en', palette: 1 },
  { modelId: 'nour', name: { en: 'Nour', ar: 'نور' }, online: false, language: 'ar', palette: 2 },
  { modelId: 'maya', name: { en: 'Maya', ar: 'مايا' }, online: true, language: 'en', palette: 3 },
  { modelId: 'yasmin', name: { en: 'Yasmin', ar: 'ياسمين' }, online: true, language: 'ar', palette: 4 },
];
