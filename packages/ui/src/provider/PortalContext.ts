import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { Direction } from '../i18n/languages';

/** The props every injected link component receives: an anchor's, with `href` required. */
export type LinkComponentProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  children?: ReactNode;
};

/** A host router's link (for example a wrapper over react-router's `Link`), or a plain anchor. */
export type LinkComponent = ComponentType<LinkComponentProps & React.RefAttributes<HTMLAnchorElement>>;

export interface PortalContextValue {
  locale: string;
  dir: Direction;
  linkComponent: LinkComponent | 'a';
  /** Where dialogs, toasts and overlays portal to: inside the themed root, so they keep theme and dir. */
  portalContainer: HTMLElement | null;
  /** The i18next namespace holding this provider's message overrides, looked up before `ui`. */
  overridesNamespace: string;
}

export const PortalContext = createContext<PortalContextValue | null>(null);

/** The nearest `PortalProvider`'s settings. Components work without one (LTR English defaults). */
export function usePortal(): PortalContextValue {
  return (
    useContext(PortalContext) ?? {
      locale: 'en',
      dir: 'ltr',
      linkComponent: 'a',
      portalContainer: null,
      overridesNamespace: 'ui',
    }
  );
}
