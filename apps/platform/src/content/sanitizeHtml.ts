/** The tags stored content may use; everything else is dropped (its text kept, unless it is a raw-text element). */
const allowedTags = new Set(['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h3', 'h4', 'a']);
const voidTags = new Set(['br']);
/** Elements whose content is never text a reader should see: dropped with everything inside. */
const droppedWithContent = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'textarea',
  'title',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'select',
]);

// A tag with well-formed attributes; anything else that starts with '<' is text.
const tagPattern =
  /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/y;
const attributePattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const entityPattern = /^&(?:#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/;

const escapeText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Text with its valid entities kept and every other '&' escaped. */
function cleanText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (char === '&') {
      const entity = entityPattern.exec(text.slice(i, i + 40));
      if (entity) {
        out += entity[0];
        i += entity[0].length - 1;
      } else out += '&amp;';
    } else out += escapeText(char);
  }
  return out;
}

const decodeEntities = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => safeCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => safeCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/&amp;/gi, '&');

const safeCodePoint = (code: number) => (code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '');

/** An https link's address, or null: control characters and spaces inside the scheme never pass. */
function safeHref(raw: string): string | null {
  // eslint-disable-next-line no-control-regex
  const href = decodeEntities(raw).replace(/[\u0000-\u001F\u007F\s]+/g, '');
  if (!/^https:\/\/[^/\\]/i.test(href)) return null;
  try {
    return new URL(href).protocol === 'https:' ? href : null;
  } catch {
    return null;
  }
}

function openTag(name: string, attributes: string): string {
  if (name !== 'a') return `<${name}>`;
  for (const match of attributes.matchAll(attributePattern)) {
    if (match[1]?.toLowerCase() !== 'href') continue;
    const href = safeHref(match[2] ?? match[3] ?? match[4] ?? '');
    if (href) return `<a href="${cleanText(href)}" rel="noopener noreferrer" target="_blank">`;
    break;
  }
  return '<a>';
}

/**
 * An allow-list sanitiser for stored HTML (announcements, promotions, notices, help): p, br, strong,
 * em, ul, ol, li, h3, h4 and a with an https href only, every other attribute dropped, comments and
 * unknown tags removed (raw-text elements such as script with their content), text re-escaped and the
 * tags balanced. The output is built from scratch, so nothing of the input's markup survives unparsed.
 */
export function sanitizeHtml(input: string): string {
  const open: string[] = [];
  let out = '';
  let text = '';
  let i = 0;
  const flush = () => {
    out += cleanText(text);
    text = '';
  };
  while (i < input.length) {
    const at = input.indexOf('<', i);
    if (at < 0) {
      text += input.slice(i);
      break;
    }
    text += input.slice(i, at);
    if (input.startsWith('<!--', at)) {
      const end = input.indexOf('-->', at + 4);
      i = end < 0 ? input.length : end + 3;
      continue;
    }
    if (input[at + 1] === '!' || input[at + 1] === '?') {
      const end = input.indexOf('>', at);
      i = end < 0 ? input.length : end + 1;
      continue;
    }
    tagPattern.lastIndex = at;
    const tag = tagPattern.exec(input);
    if (!tag) {
      text += '<';
      i = at + 1;
      continue;
    }
    i = at + tag[0].length;
    const closing = tag[1] === '/';
    const name = (tag[2] as string).toLowerCase();
    if (droppedWithContent.has(name)) {
      if (!closing) {
        const end = input.toLowerCase().indexOf(`</${name}`, i);
        const close = end < 0 ? -1 : input.indexOf('>', end);
        i = close < 0 ? input.length : close + 1;
      }
      continue;
    }
    if (!allowedTags.has(name)) continue;
    flush();
    if (voidTags.has(name)) {
      if (!closing) out += `<${name}>`;
      continue;
    }
    if (!closing) {
      out += openTag(name, tag[3] ?? '');
      open.push(name);
      continue;
    }
    const index = open.lastIndexOf(name);
    if (index < 0) continue;
    // Closing an outer element closes the ones opened inside it.
    while (open.length > index) out += `</${open.pop() as string}>`;
  }
  flush();
  while (open.length) out += `</${open.pop() as string}>`;
  return out;
}
