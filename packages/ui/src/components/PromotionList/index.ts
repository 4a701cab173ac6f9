export { PromotionList, promotionListHeadingLevels, type PromotionListProps } from './PromotionList';
export { PromotionDialog, type PromotionDialogProps, type PromotionItem } from './PromotionDialog';
export { PromotionPeriod, type PromotionPeriodProps } from './PromotionPeriod';
export {
  categoryTabs,
  formatPromotionDate,
  promotionPeriod,
  promotionsIn,
  type PromotionCategory,
} from './promotions';
