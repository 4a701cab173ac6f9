export { LiveModelList, liveModelListHeadingLevels, type LiveModelListProps } from './LiveModelList';
export { languageName, orderLiveModels, type LiveModel } from './liveModels';
