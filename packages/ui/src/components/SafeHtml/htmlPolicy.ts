/**
 * What server HTML (announcements, notices, promotions, help pages, game announcements) may contain: one
 * allow-list, read by the platform's sanitiser when content is stored and by `SafeHtml`'s when it renders,
 * so the two never disagree. Plain data with no React and no CSS: the platform imports it as
 * `@portal/ui/htmlPolicy`. Everything not listed goes: scripts, handlers, style sheets and inline styles
 * (they would override the brand's colours and contrast), forms and their controls (they could imitate a
 * login or payment form inside our own dialogs), frames, SVG and MathML.
 */
export const htmlPolicy = {
  /** The elements kept; any other is removed and its text kept (unless listed in `droppedWithContent`). */
  tags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  /** The attributes kept, on any allowed element (`*`) or on one. Anything else, `class` and `style` included, goes. */
  attributes: {
    '*': ['dir', 'lang'],
    a: ['href'],
    img: ['src', 'alt', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  /** Attributes holding an address; each must use one of `urlSchemes` or be relative to the page. */
  urlAttributes: ['href', 'src'],
  /**
   * Schemes an address may use; relative addresses (`/help#term`, `#terms`, `promo.html`) are kept too, but
   * not protocol-relative ones (`//host`, `/\\host`), which leave the site without saying so. No `data:`
   * (nothing the product stores needs inline images) and so no `javascript:` either.
   */
  urlSchemes: ['http', 'https', 'mailto', 'tel'],
  /**
   * A link to an address with one of these schemes leaves the portal: it opens in a new window
   * (`target="_blank"`, set by the sanitiser, never taken from the HTML) with `newWindowRel`, so the page
   * it opens cannot reach ours. Other links (relative, mailto:, tel:) get neither.
   */
  newWindowSchemes: ['http', 'https'],
  newWindowRel: 'noopener noreferrer',
  /** Elements whose content is never text a reader should see: removed with everything inside. */
  droppedWithContent: [
    'script',
    'style',
    'template',
    'noscript',
    'textarea',
    'select',
    'option',
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
  ],
} as const;

export type HtmlPolicy = typeof htmlPolicy;

/**
 * The address rule above as one pattern, for a sanitiser that takes one (DOMPurify): an allowed scheme, or
 * a relative address (one starting neither with two slashes nor with a scheme and its colon).
 * Test it on the value with whitespace and control characters removed, as browsers read it.
 */
export const allowedUrlPattern = new RegExp(
  `^(?:(?:${htmlPolicy.urlSchemes.join('|')}):|(?![/\\\\]{2})[^a-z]|[a-z][a-z0-9+.-]*(?:[^a-z0-9+.\\-:]|$))`,
  'i',
);

// Browsers (and DOMPurify) read an address without its whitespace and control characters.
// eslint-disable-next-line no-control-regex
const ignoredInUrls = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
const newWindowPattern = new RegExp(`^(?:${htmlPolicy.newWindowSchemes.join('|')}):`, 'i');

/** Whether an address keeps to the policy's schemes (an empty one names nothing, and passes). */
export const isAllowedUrl = (address: string): boolean =>
  address === '' || allowedUrlPattern.test(address.replace(ignoredInUrls, ''));

/** Whether a link to this address opens in a new window (see `newWindowSchemes`). */
export const opensInNewWindow = (address: string): boolean =>
  newWindowPattern.test(address.replace(ignoredInUrls, ''));
