import type { LinkComponentProps } from '@portal/ui';
import { forwardRef } from 'react';
import { Link } from 'react-router-dom';

/** The packages' links go through the router, so a click never reloads the portal. */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(
  { href, ...rest },
  ref,
) {
  const external = /^[a-z]+:/i.test(href);
  if (external) return <a ref={ref} href={href} {...rest} />;
  return <Link ref={ref} to={href} {...rest} />;
});
