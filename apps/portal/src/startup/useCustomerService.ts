import { apiMessageNamespace } from '@portal/api';
import { useSiteConfig } from '@portal/api/react';
import { useDialog } from '@portal/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { openCustomerService } from './openCustomerService';

/**
 * Opens customer service (spec section 7), or undefined when the site has none; an entry whose path is
 * not an address says 'Invalid URL, please contact customer service' (spec section 8).
 */
export function useCustomerService(): ((csType?: string) => void) | undefined {
  const config = useSiteConfig();
  const openDialog = useDialog();
  const { t } = useTranslation(apiMessageNamespace);
  const entries = config.data?.info.customerService;
  const open = useCallback(
    (csType?: string) => {
      if (entries && openCustomerService(entries, csType)) return;
      void openDialog({ icon: 'warning', message: t('errors.invalidUrl'), buttons: [{ value: 'ok' }] });
    },
    [entries, openDialog, t],
  );
  return entries?.length ? open : undefined;
}
