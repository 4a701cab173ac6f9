export {
  Dialog,
  type DialogBodyProps,
  type DialogDescriptionProps,
  type DialogFooterProps,
  type DialogRootProps,
  type DialogTitleProps,
  type DialogTriggerProps,
} from './Dialog';
export type { DialogCloseProps } from './DialogClose';
export { dialogSizes, type DialogContentProps } from './DialogContent';
export {
  createDialogStore,
  dialogButtonVariants,
  dialogIcons,
  type DialogButton,
  type DialogIcon,
  type DialogOptions,
  type DialogRequest,
  type DialogStore,
} from './dialogStore';
export { dialog } from './dialogService';
export { DialogHost, preloadDialogs, type DialogHostProps } from './DialogHost';
export { useDialog } from './useDialog';
