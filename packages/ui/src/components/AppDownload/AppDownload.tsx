import { Download, Smartphone, TabletSmartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useUiPanelTranslation } from '../../i18n/useUiPanelTranslation';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import { isolate } from '../../utils/isolate';
import { Button } from '../Button';
import * as styles from './AppDownload.css';

export const appPlatforms = ['android', 'ios'] as const;
export type AppPlatform = (typeof appPlatforms)[number];
export const appDownloadHeadingLevels = [1, 2] as const;

/** One platform's app as the server describes it. */
export interface AppRelease {
  /** Where the app downloads from (an APK, the App Store, a profile), opened in a new tab. */
  url: string;
  /** The version shown, for example `3.2.1`. */
  version: string;
  /** The QR code as a data URI (an SVG), with its own light background so cameras can read it. */
  qrCode: string;
  /** The install steps in the player's language, in order. */
  guide: readonly string[];
}

export interface AppDownloadProps {
  /** The Android app; its card is left out without it. */
  android?: AppRelease;
  /** The iOS app; its card is left out without it. */
  ios?: AppRelease;
  /** The level of the page title; 1 by default (the cards take the next levels). */
  headingLevel?: (typeof appDownloadHeadingLevels)[number];
  className?: string;
}

const icons: Record<AppPlatform, ReactNode> = {
  android: <Smartphone size={24} />,
  ios: <TabletSmartphone size={24} />,
};

/** The app download page (/down): a card per platform with version, QR code, download and install guide. */
export function AppDownload({ android, ios, headingLevel = 1, className }: AppDownloadProps) {
  const { t: ui } = useUiTranslation();
  const { t } = useUiPanelTranslation();
  const Title = `h${headingLevel}` as const;
  const CardTitle = `h${headingLevel + 1}` as 'h2' | 'h3';
  const GuideTitle = `h${headingLevel + 2}` as 'h3' | 'h4';
  const releases = (
    [
      ['android', android],
      ['ios', ios],
    ] as const
  ).filter((entry): entry is readonly [AppPlatform, AppRelease] => entry[1] !== undefined);

  return (
    <div className={cx(styles.root, className)} data-slot="app-download">
      <div className={styles.header}>
        <Title className={styles.title}>{t('appDownload.title')}</Title>
        <p className={styles.intro}>{t('appDownload.intro')}</p>
      </div>
      <ul className={styles.cards}>
        {releases.map(([platform, release]) => {
          const name = t(`appDownload.${platform}`);
          return (
            <li key={platform} className={styles.card} data-platform={platform}>
              <div className={styles.cardHeader}>
                <span aria-hidden className={styles.platformIcon}>
                  {icons[platform]}
                </span>
                <div>
                  <CardTitle className={styles.cardTitle}>{name}</CardTitle>
                  <p className={styles.version}>
                    {t('appDownload.version', { version: isolate(release.version) })}
                  </p>
                </div>
              </div>
              <div className={styles.body}>
                <img
                  className={styles.qr}
                  src={release.qrCode}
                  alt={t('appDownload.qr', { platform: name })}
                  width={144}
                  height={144}
                />
                <div className={styles.actions}>
                  <Button asChild size="lg">
                    {/* An outside address: a plain anchor, never the host router's link. */}
                    <a href={release.url} target="_blank" rel="noopener noreferrer">
                      <Download aria-hidden size={18} />
                      {t('appDownload.download', { platform: name })}{' '}
                      <span className={visuallyHidden}>{ui('link.opensInNewTab')}</span>
                    </a>
                  </Button>
                </div>
              </div>
              {release.guide.length > 0 ? (
                <div className={styles.guide}>
                  <GuideTitle className={styles.guideTitle}>{t('appDownload.guide')}</GuideTitle>
                  <ol className={styles.steps}>
                    {release.guide.map((step, index) => (
                      <li key={index} className={styles.step}>
                        {step}
                      </li>
                    ))}
                  </ol>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
