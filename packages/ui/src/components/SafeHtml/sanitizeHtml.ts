import DOMPurify, { type Config } from 'dompurify';
import { allowedUrlPattern, htmlPolicy, isAllowedUrl, opensInNewWindow } from './htmlPolicy';

const attributesOf = (tag: string): readonly string[] =>
  (htmlPolicy.attributes as Record<string, readonly string[] | undefined>)[tag] ?? [];
const isUrlAttribute = (name: string) => (htmlPolicy.urlAttributes as readonly string[]).includes(name);

/** `htmlPolicy` in DOMPurify's terms; what the options cannot say (per-element attributes) the hooks do. */
const config: Config = {
  ALLOWED_TAGS: [...htmlPolicy.tags],
  ALLOWED_ATTR: [...new Set(Object.values(htmlPolicy.attributes).flat())],
  ALLOWED_URI_REGEXP: allowedUrlPattern,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ADD_FORBID_CONTENTS: [...htmlPolicy.droppedWithContent],
};

// An instance of our own, so the hooks never reach another user of DOMPurify on the page.
const purify = DOMPurify();
purify.addHook('uponSanitizeAttribute', (node, data) => {
  const tag = node.nodeName.toLowerCase();
  if (!attributesOf('*').includes(data.attrName) && !attributesOf(tag).includes(data.attrName)) {
    data.keepAttr = false;
  } else if (isUrlAttribute(data.attrName)) {
    // DOMPurify lets `data:` through on images whatever the pattern says; the policy does not.
    data.keepAttr = isAllowedUrl(data.attrValue);
  }
});
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName.toLowerCase() === 'a' && opensInNewWindow(node.getAttribute('href') ?? '')) {
    node.setAttribute('rel', htmlPolicy.newWindowRel);
    node.setAttribute('target', '_blank');
  }
});

/**
 * Sanitises HTML from the server to `htmlPolicy` so it can be set with `dangerouslySetInnerHTML`. Without
 * a DOM (server rendering) nothing can be checked, so nothing is let through: an empty string comes back.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (!purify.isSupported) return '';
  return purify.sanitize(html, config);
}
