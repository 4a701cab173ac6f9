export { HomeSection, type HomeSectionProps } from './HomeSection';
export { VendorTile, type VendorTileProps } from './VendorTile';
