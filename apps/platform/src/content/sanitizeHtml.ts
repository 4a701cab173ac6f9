import { htmlPolicy, opensInNewWindow } from '@portal/ui/htmlPolicy';
import sanitize, { type IOptions } from 'sanitize-html';

/**
 * `htmlPolicy` in sanitize-html's terms. sanitize-html (htmlparser2, no DOM) rather than DOMPurify over
 * jsdom: every platform start seeds content through it, and it loads in a fraction of jsdom's time.
 */
const options: IOptions = {
  allowedTags: [...htmlPolicy.tags],
  // `rel` and `target` only as the link transform below sets them: the HTML's own are dropped before.
  allowedAttributes: Object.fromEntries(
    Object.entries(htmlPolicy.attributes).map(([tag, names]) => [
      tag,
      tag === 'a' ? [...names, 'rel', 'target'] : [...names],
    ]),
  ),
  allowedSchemes: [...htmlPolicy.urlSchemes],
  allowedSchemesAppliedToAttributes: [...htmlPolicy.urlAttributes],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...htmlPolicy.droppedWithContent],
  transformTags: {
    a: (tagName, { rel: _rel, target: _target, ...attribs }) => ({
      tagName,
      attribs: opensInNewWindow(attribs.href ?? '')
        ? { ...attribs, rel: htmlPolicy.newWindowRel, target: '_blank' }
        : attribs,
    }),
  },
};

/**
 * Sanitises HTML before it is stored (announcements, notices, promotions, game announcements) to the
 * policy `SafeHtml` renders with: the stored HTML is already what the page will show.
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, options);
}
