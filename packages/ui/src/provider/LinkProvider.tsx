import { useMemo, type ReactNode } from 'react';
import { PortalContext, usePortal, type LinkComponent } from './PortalContext';

/**
 * Gives a part of the page its own link component (an embedded lobby that keeps its place in its own
 * state rather than the host's router); everything else of the provider stays as it is.
 */
export function LinkProvider({
  linkComponent,
  children,
}: {
  linkComponent: LinkComponent;
  children: ReactNode;
}) {
  const portal = usePortal();
  const value = useMemo(() => ({ ...portal, linkComponent }), [portal, linkComponent]);
  return <PortalContext.Provider value={value}>{children}</PortalContext.Provider>;
}
