import type { BannerGroup } from '@portal/api';
import { useBanners, useImageUrl } from '@portal/api/react';
import { BannerStrip, type BannerItem, type BannerStripProps } from '@portal/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export interface PortalBannerProps {
  group: BannerGroup;
  placement: BannerStripProps['placement'];
  /** Called after a clickable banner was followed (a modal closes itself). */
  onFollow?: () => void;
}

/**
 * One banner group of the platform (spec 2.4): login and register modals, side menu, home, forgot
 * password. A clickable banner follows its linkage: an address in a new tab, a promotion on the
 * promotions page, a game in the game page.
 */
export function PortalBanner({ group, placement, onFollow }: PortalBannerProps) {
  const { t } = useTranslation('portal');
  const banners = useBanners(group);
  const image = useImageUrl();
  const shown = useMemo(
    () => (banners.data ?? []).map((banner) => ({ ...banner, url: image(banner.url) })),
    [banners.data, image],
  );
  const navigate = useNavigate();
  const follow = (banner: BannerItem) => {
    // A page of the portal opens in place; another site's address in a new tab.
    if (banner.linkageType === 'URL' && /^\/(?!\/)/.test(banner.linkage)) void navigate(banner.linkage);
    else if (banner.linkageType === 'URL' && /^https?:\/\//i.test(banner.linkage))
      window.open(banner.linkage, '_blank', 'noopener,noreferrer');
    else if (banner.linkageType === 'PROMOTION') void navigate('/promotions');
    else if (banner.linkageType === 'GAME')
      void navigate(`/seamless?gameCode=${encodeURIComponent(banner.linkage)}`);
    else return;
    onFollow?.();
  };
  return (
    <BannerStrip
      banners={shown}
      placement={placement}
      onSelect={follow}
      label={t(`banners.${group}`)}
      // Keeps the group's room while it loads: what is below stays put when the banners arrive.
      loading={banners.data === undefined && !banners.error}
    />
  );
}
