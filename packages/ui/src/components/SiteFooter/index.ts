export {
  SiteFooter,
  siteFooterHeadingLevels,
  type SiteFooterProps,
  type SiteFooterProduct,
  type SiteFooterVendor,
} from './SiteFooter';
export { VendorLogo, footerVendorCodes, type VendorLogoProps } from './VendorLogo';
