import type { OAuthProvider } from '@portal/api';
import { escapeXml } from '../content/escapeXml';
import type { SandboxIdentity } from '../oauth/sandboxIdentities';

const providerNames: Record<OAuthProvider, string> = { google: 'Google', facebook: 'Facebook' };

const texts = {
  en: {
    title: (provider: string) => `Sign in with ${provider} (sandbox)`,
    intro: (provider: string) =>
      `This is a sandbox ${provider} sign-in for testing. Choose the person to continue as; no real account is used.`,
    continueAs: 'Continue as',
    cancel: 'Cancel and go back',
  },
  ar: {
    title: (provider: string) => `تسجيل الدخول عبر ${provider} (تجريبي)`,
    intro: (provider: string) =>
      `هذه صفحة تجريبية لتسجيل الدخول عبر ${provider} لأغراض الاختبار. اختر الشخص الذي تريد المتابعة باسمه، ولن يُستخدم أي حساب حقيقي.`,
    continueAs: 'المتابعة باسم',
    cancel: 'إلغاء والعودة',
  },
} as const;

export interface ConsentPageOptions {
  provider: OAuthProvider;
  lang: 'ar' | 'en';
  identities: SandboxIdentity[];
  /** The consent link of an identity. */
  choose: (identity: SandboxIdentity) => string;
  /** Where "cancel" goes (the redirect with error=access_denied). */
  cancel: string;
}

const style = `*{box-sizing:border-box}body{margin:0;font:15px/1.5 'Segoe UI',Tahoma,'Noto Sans Arabic',Arial,sans-serif;background:#f3f4f6;color:#111827}
main{max-width:420px;margin:32px auto;padding:24px;background:#fff;border-radius:16px;box-shadow:0 4px 24px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 8px}p{margin:0 0 16px;color:#4b5563}ul{list-style:none;margin:0 0 16px;padding:0;display:grid;gap:8px}
a.person{display:flex;flex-direction:column;padding:12px 16px;border:1px solid #d1d5db;border-radius:12px;color:inherit;text-decoration:none}
a.person:hover,a.person:focus-visible{border-color:#2563eb;outline:none;background:#eff6ff}small{color:#6b7280}a.cancel{color:#2563eb}`;

/** The sandbox provider's consent page: links only (no script, no form), in Arabic or English. */
export function consentPage({ provider, lang, identities, choose, cancel }: ConsentPageOptions): string {
  const t = texts[lang];
  const name = providerNames[provider];
  const people = identities
    .map(
      (identity) =>
        `<li><a class="person" href="${escapeXml(choose(identity))}"><span>${escapeXml(t.continueAs)} <strong>${escapeXml(identity.name[lang])}</strong></span><small dir="ltr">${escapeXml(identity.email)}</small></a></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeXml(t.title(name))}</title><style>${style}</style></head>
<body><main><h1>${escapeXml(t.title(name))}</h1><p>${escapeXml(t.intro(name))}</p><ul>${people}</ul><a class="cancel" href="${escapeXml(cancel)}">${escapeXml(t.cancel)}</a></main></body>
</html>`;
}
