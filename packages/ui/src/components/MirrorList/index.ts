export { MirrorList, mirrorListHeadingLevels, type MirrorListProps, type MirrorSite } from './MirrorList';
export { mirrorHref, mirrorLabel } from './mirrorHref';
