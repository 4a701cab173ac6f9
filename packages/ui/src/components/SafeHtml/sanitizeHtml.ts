import DOMPurify, { type Config } from 'dompurify';

/**
 * What server HTML (announcements, notices, help pages, service dialogs) may not bring with it, beyond
 * DOMPurify's defaults (scripts, event handlers, `javascript:` links): style sheets and inline styles,
 * which would override the brand's colours and contrast, and form controls, which could imitate a
 * login or payment form inside our own dialogs.
 */
const config: Config = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
  FORBID_ATTR: ['style'],
};

/**
 * Sanitises HTML from the server so it can be set with `dangerouslySetInnerHTML`. Without a DOM
 * (server rendering) nothing can be checked, so nothing is let through: an empty string comes back.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (!DOMPurify.isSupported) return '';
  return DOMPurify.sanitize(html, config);
}
