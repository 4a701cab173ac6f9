export { GameGrid, gameGridHeadingLevels, gameGridMinColumnWidth, type GameGridProps } from './GameGrid';
export {
  columnCount,
  itemsInRows,
  visibleRange,
  type RowRange,
  type VisibleRangeInput,
} from './visibleRange';
