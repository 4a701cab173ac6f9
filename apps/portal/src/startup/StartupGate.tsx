import { apiMessageNamespace, SystemStatus } from '@portal/api';
import { useSiteConfig, useSystemStatus } from '@portal/api/react';
import { Button, LoadingOverlay } from '@portal/ui';
import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusScreenProps } from '../shell/failure/StatusScreen';
import { useCustomerService } from './useCustomerService';

// Most visits never see a status screen (maintenance, region blocked, unreachable): it loads when shown.
const LazyStatusScreen = lazy(() =>
  import('../shell/failure/StatusScreen').then((m) => ({ default: m.StatusScreen })),
);

/**
 * Start-up (spec section 4): the site configuration loads first, then the app, the maintenance screen or
 * the region-blocked screen renders for status 0, 1 or 2.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('portal');
  const status = useSystemStatus();
  const config = useSiteConfig();
  const { t: api } = useTranslation(apiMessageNamespace);
  const customerService = useCustomerService();
  // The start-up calls answer in a render React cannot slice (SWR's store updates are synchronous), and the
  // app behind the gate is the whole page: it follows in a transition, rendered in slices that yield to
  // the browser, while the loading cover stays for those few frames.
  const opened = useDeferredValue(Boolean(status.data && config.data));
  if (status.error || config.error) {
    return (
      <StatusScreen
        tone="critical"
        title={t('startup.unreachableTitle')}
        text={t('status.unreachable')}
        action={
          <Button
            onClick={() => {
              void status.mutate();
              void config.mutate();
            }}
          >
            {t('status.retry')}
          </Button>
        }
      />
    );
  }
  if (!status.data || !config.data) return <LoadingOverlay visible fullscreen label={t('startup.loading')} />;
  if (status.data.status === SystemStatus.Maintenance) {
    const end = status.data.maintenanceEndTime;
    return (
      <StatusScreen
        tone="caution"
        title={t('startup.maintenanceTitle')}
        text={t('startup.maintenanceText')}
        detail={end ? t('startup.maintenanceUntil', { time: new Date(end) }) : undefined}
        onCustomerService={customerService}
      />
    );
  }
  if (status.data.status === SystemStatus.RegionRestricted) {
    return (
      <StatusScreen
        tone="critical"
        title={t('startup.blockedTitle')}
        text={api('errors.ipRestricted')}
        detail={t('startup.blockedIp', { ip: status.data.ip ?? config.data.location.ip })}
        onCustomerService={customerService}
      />
    );
  }
  if (!opened) return <LoadingOverlay visible fullscreen label={t('startup.loading')} />;
  return <>{children}</>;
}

/** A status screen, under the loading cover while its chunk arrives. */
function StatusScreen(props: StatusScreenProps) {
  const { t } = useTranslation('portal');
  return (
    <Suspense fallback={<LoadingOverlay visible fullscreen label={t('startup.loading')} />}>
      <LazyStatusScreen {...props} />
    </Suspense>
  );
}
