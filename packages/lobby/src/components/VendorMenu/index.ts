export { VendorMenu, type VendorMenuProps } from './VendorMenu';
