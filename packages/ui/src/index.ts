// The whole public surface of @portal/ui. Named exports only.

// Theme
export { vars, type ThemeVars } from './theme/contract.css';
export { makeThemeValues, type ThemeValues } from './theme/makeThemeValues';
export { themeToCss } from './theme/themeToCss';
export type { Tokens } from './theme/tokens';
export type { Theme, ThemeInput } from './theme/theme';

// Language and direction
export {
  languages,
  defaultLanguage,
  fallbackLanguage,
  resolveLanguage,
  directionOf,
  type Language,
  type Direction,
} from './i18n/languages';
export { createPortalI18n, addCatalogues } from './i18n/createPortalI18n';
export {
  catalogueLanguageFor,
  cataloguesInUse,
  loadedMessages,
  loadMessages,
  preloadCatalogues,
  type Catalogue,
  type Messages,
  type MessagesLoader,
} from './i18n/catalogueMessages';
export { uiCatalogue } from './i18n/uiCatalogue';
export { uiPanelsCatalogue } from './i18n/uiPanelsCatalogue';
export { latinDateTimeFormat, latinNumberFormat } from './i18n/latinFormats';
export { useUiTranslation, type UiTranslate } from './i18n/useUiTranslation';
export { useUiPanelTranslation, type UiPanelTranslate } from './i18n/useUiPanelTranslation';
export { useCatalogueTranslation, type Translate } from './i18n/useCatalogueTranslation';
export type { UiMessageKey, UiMessages } from './i18n/uiMessages';
export type { UiPanelMessageKey, UiPanelMessages } from './i18n/messages/panels.en';

// Provider
export { PortalProvider, type PortalProviderProps } from './provider/PortalProvider';
export {
  usePortal,
  type LinkComponent,
  type LinkComponentProps,
  type PortalContextValue,
} from './provider/PortalContext';
export { LinkProvider } from './provider/LinkProvider';

// Styles other packages compose with
export { focusRing } from './styles/focusRing.css';
export { flipInRtl } from './styles/flipInRtl.css';
export { reducedMotion } from './styles/reducedMotion';
export { usePrefersReducedMotion } from './utils/usePrefersReducedMotion';
export { visuallyHidden } from './styles/visuallyHidden.css';
export { cx } from './utils/cx';
export { inlineVars } from './utils/inlineVars';
export { isolate } from './utils/isolate';

// Components
export * from './components/Button';
export * from './components/Spinner';
export * from './components/CountdownButton';
export * from './components/Toast';
export * from './components/Badge';
export * from './components/CopyButton';
export * from './components/Tabs';
export * from './components/Carousel';
export * from './components/Marquee';
export * from './components/Clock';
export * from './components/TextField';
export * from './components/PasswordField';
export * from './components/Checkbox';
export * from './components/Select';
export * from './components/GameCard';
export * from './components/Avatar';
export * from './components/Balance';
export * from './components/SiteHeader';
export * from './components/Pagination';
export * from './components/DataTable';
export * from './components/EmptyState';
export * from './components/FormTitle';
export * from './components/HelpCentre';
export * from './components/Skeleton';
export * from './components/Dialog';
export * from './components/SafeHtml';
export * from './components/AnnouncementBoard';
export * from './components/AnnouncementDialog';
export * from './components/NoticeDialog';
export * from './components/LoadingOverlay';
export * from './components/SideMenu';
export * from './components/SiteFooter';
export * from './components/RightBar';
export * from './components/SpeedSelector';
export * from './components/RepresentativeCheck';
export * from './components/MirrorList';
export * from './components/AppDownload';
export * from './components/PromotionList';
export * from './components/LiveModelList';
export * from './components/ChatRoomDialog';
export * from './components/WelcomeDialog';
export * from './components/ConsentBanner';
export * from './components/BannerStrip';
export * from './components/SectionNav';
