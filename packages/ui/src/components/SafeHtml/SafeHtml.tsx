import { forwardRef, useMemo, type HTMLAttributes } from 'react';
import { CleanHtml } from './CleanHtml';
import { sanitizeHtml } from './sanitizeHtml';

export interface SafeHtmlProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** HTML from the server. It is sanitised before it reaches the page; never pass it anywhere else raw. */
  html: string | null | undefined;
}

/**
 * Server HTML (announcements, notices, help pages) rendered safely: sanitised with DOMPurify (no
 * scripts, handlers, inline styles or forms) and set in the kit's reading typography. Text colour and
 * alignment are inherited, so it reads as part of whatever holds it.
 */
export const SafeHtml = forwardRef<HTMLDivElement, SafeHtmlProps>(function SafeHtml({ html, ...rest }, ref) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <CleanHtml ref={ref} html={clean} {...rest} />;
});
