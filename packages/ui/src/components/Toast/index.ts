export { preloadToasts, Toaster, type ToasterProps } from './Toaster';
export { useToast, type ToastApi } from './ToastContext';
export { toast, dismissToast } from './toast';
export {
  createToastStore,
  toastTones,
  defaultToastDuration,
  type ToastOptions,
  type ToastItem,
  type ToastStore,
  type ToastStoreOptions,
  type ToastTone,
} from './toastStore';
