import { paths } from '@portal/api';
import { escapeXml } from '../content/escapeXml';
import { chatTexts, type ChatLanguage } from './chatTexts';

export interface ChatPageOptions {
  lang: ChatLanguage;
  /** The host's name, or undefined for customer service. */
  hostName?: string;
  /** The host's avatar (a data: URI). */
  avatar: string;
  /** The room is unknown or over: the page says so and offers no composer. */
  ended?: boolean;
}

const style = `*{box-sizing:border-box}body{margin:0;font:15px/1.5 'Segoe UI',Tahoma,'Noto Sans Arabic',Arial,sans-serif;background:#f4f1fb;color:#1f1330;display:flex;flex-direction:column;min-height:100vh}
div.host{display:flex;align-items:center;gap:12px;padding:12px 16px;background:#3b0764;color:#fff}div.host img{width:48px;height:48px;border-radius:50%}
h1{margin:0;font-size:18px}div.host p{margin:0;font-size:13px;opacity:.85}.note{margin:8px 16px;padding:8px 12px;border-radius:8px;background:#fff7d6;font-size:13px}
ol{list-style:none;margin:0;padding:8px 16px;flex:1;overflow-y:auto;display:flex;flex-direction:column;gap:8px}
li{max-width:80%;padding:8px 12px;border-radius:14px;white-space:pre-wrap;overflow-wrap:anywhere}.them{align-self:flex-start;background:#fff}.me{align-self:flex-end;background:#7c3aed;color:#fff}
form{display:flex;gap:8px;padding:12px 16px;background:#fff;border-top:1px solid #e5e0f0}input{flex:1;min-width:0;padding:10px 12px;border:1px solid #c9bfe0;border-radius:10px;font:inherit}
button{padding:10px 18px;border:0;border-radius:10px;background:#7c3aed;color:#fff;font:inherit;font-weight:600;cursor:pointer}button:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}main{padding:32px 16px;text-align:center}`;

/**
 * The sandbox live chat: a self-contained page (styles inline, its script a separate file, no external
 * resource) in Arabic or English. Every variable text is escaped.
 */
export function chatPage({ lang, hostName, avatar, ended }: ChatPageOptions): string {
  const t = chatTexts[lang];
  const name = hostName ?? t.serviceName;
  const greeting = hostName ? t.greeting.replace('{name}', hostName) : t.serviceGreeting;
  const body = ended
    ? `<main><h1>${escapeXml(t.endedTitle)}</h1><p>${escapeXml(t.endedText)}</p></main>`
    : // A plain block, not <header>: inside the portal's frame a second banner landmark would clash with the site's.
      `<div class="host"><img src="${escapeXml(avatar)}" alt=""><div><h1>${escapeXml(name)}</h1><p>${escapeXml(t.online)}</p></div></div>
<p class="note">${escapeXml(t.note)}</p>
<ol id="messages" aria-live="polite" data-replies="${escapeXml(JSON.stringify(t.replies))}"><li class="them">${escapeXml(greeting)}</li></ol>
<form id="composer" autocomplete="off"><label for="text" class="sr">${escapeXml(t.label)}</label><input id="text" name="text" maxlength="500" placeholder="${escapeXml(t.placeholder)}" required><button type="submit">${escapeXml(t.send)}</button></form>`;
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeXml(`${t.title}: ${name}`)}</title><style>${style}</style><script src="${paths.sandboxChatScript}" defer></script></head>
<body>
${body}
</body>
</html>`;
}
