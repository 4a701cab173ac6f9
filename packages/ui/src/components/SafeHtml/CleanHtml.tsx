import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './SafeHtml.css';

export interface CleanHtmlProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** HTML that `sanitizeHtml` already cleaned (and nothing else). */
  html: string;
}

/**
 * Already-sanitised server HTML in the kit's reading typography: `SafeHtml`'s drawing, for the kit's
 * parts that clean the HTML themselves first (to know whether anything is left), so it is not cleaned
 * twice. Private to the kit: anything from outside goes through `SafeHtml`.
 */
export const CleanHtml = forwardRef<HTMLDivElement, CleanHtmlProps>(function CleanHtml(
  { html, className, ...rest },
  ref,
) {
  return (
    <div
      ref={ref}
      className={cx(styles.root, className)}
      data-slot="safe-html"
      {...rest}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
});
