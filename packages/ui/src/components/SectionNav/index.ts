export { SectionNav, type SectionNavGroup, type SectionNavItem, type SectionNavProps } from './SectionNav';
