// The kit's footer behind a module of the portal's own, so that a dynamic import of it makes a chunk of
// its own (a dynamic import of the kit's index would keep it in the first script).
export { SiteFooter } from '@portal/ui';
