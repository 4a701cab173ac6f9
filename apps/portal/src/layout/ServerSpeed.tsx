import { useDomainRoutes, useDomainSpeeds } from '@portal/api/react';
import { SpeedSelectorDialog } from '@portal/ui';

export interface ServerSpeedProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The server-speed selector (spec section 4): the site's domain lines timed while it is open; confirming
 * opens the chosen line in a new tab.
 */
export function ServerSpeed({ open, onOpenChange }: ServerSpeedProps) {
  const routes = useDomainRoutes();
  const names = (routes.data?.domainList ?? []).map((line) => line.domainName);
  const speeds = useDomainSpeeds(names, open);
  return (
    <SpeedSelectorDialog
      open={open}
      onOpenChange={onOpenChange}
      lines={speeds.lines}
      onRetest={speeds.retest}
      onConfirm={(domainName) => {
        window.open(domainName, '_blank', 'noopener,noreferrer');
        onOpenChange(false);
      }}
    />
  );
}
