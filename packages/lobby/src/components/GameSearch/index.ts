export { GameSearch, type GameSearchProps } from './GameSearch';
export { SearchCounter, type SearchCounterProps } from './SearchCounter';
