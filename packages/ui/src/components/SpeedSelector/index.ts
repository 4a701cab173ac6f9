export { SpeedSelector, type SpeedSelectorProps } from './SpeedSelector';
export { SpeedSelectorDialog, type SpeedSelectorDialogProps } from './SpeedSelectorDialog';
export {
  speedOf,
  sortLines,
  hasFailed,
  barPercentOf,
  fastestLine,
  failedSpeed,
  speedThresholds,
  speedTypes,
  type DomainLine,
  type SpeedType,
} from './speedOf';
