export { CategoryMenu, type CategoryMenuItem, type CategoryMenuProps } from './CategoryMenu';
