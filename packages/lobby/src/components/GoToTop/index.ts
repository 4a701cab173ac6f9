export { GoToTop, type GoToTopProps } from './GoToTop';
