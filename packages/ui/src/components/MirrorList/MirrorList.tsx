import { Bookmark, Check, Copy, ShieldCheck, SquareArrowOutUpRight } from 'lucide-react';
import { useUiPanelTranslation } from '../../i18n/useUiPanelTranslation';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { flipInRtl } from '../../styles/flipInRtl.css';
import { focusRing } from '../../styles/focusRing.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import { IconButton } from '../Button';
import { useCopyText } from '../private/useCopyText';
import { RepresentativeCheck, type RepresentativeCheckProps } from '../RepresentativeCheck';
import { mirrorHref, mirrorLabel } from './mirrorHref';
import * as styles from './MirrorList.css';

export const mirrorListHeadingLevels = [1, 2] as const;

/** One official mirror site. */
export interface MirrorSite {
  /** The domain, for example `www.example.com` (an https address is accepted too). */
  domainName: string;
  /** A short line under the domain, for example which region it serves. */
  note?: string;
}

export interface MirrorListProps {
  /** The official mirror domains, in the order to show. */
  mirrors: readonly MirrorSite[];
  /** Called with the mirror's `domainName` after its domain was copied to the clipboard. */
  onCopy?: (domainName: string) => void;
  /** The Verify Representative section's props; without them the section is left out. */
  representativeCheck?: Omit<RepresentativeCheckProps, 'headingLevel'>;
  /** The level of the page title; 1 by default (the section under it takes the next level). */
  headingLevel?: (typeof mirrorListHeadingLevels)[number];
  className?: string;
}

/**
 * The mirror-site list page (spec 1): "Official Mirror List", the advice to bookmark a secure domain,
 * each mirror with a link (new tab) and a copy button, then the Verify Representative check.
 */
export function MirrorList({
  mirrors,
  onCopy,
  representativeCheck,
  headingLevel = 1,
  className,
}: MirrorListProps) {
  const { t: ui } = useUiTranslation();
  const { t } = useUiPanelTranslation();
  const { copy, copied } = useCopyText();
  const Heading = `h${headingLevel}` as const;

  const copyMirror = async (domainName: string) => {
    if (await copy(mirrorLabel(domainName), t('mirrorList.copyFailed'))) onCopy?.(domainName);
  };

  return (
    <div className={cx(styles.root, className)} data-slot="mirror-list">
      <div className={styles.header}>
        <Heading className={styles.title}>{t('mirrorList.title')}</Heading>
        <p className={styles.instruction}>
          <Bookmark aria-hidden size={20} className={styles.instructionIcon} />
          <span>{t('mirrorList.instruction')}</span>
        </p>
      </div>
      <ul aria-label={t('mirrorList.label')} className={styles.list}>
        {mirrors.map(({ domainName, note }) => {
          const label = mirrorLabel(domainName);
          const isCopied = copied === label;
          return (
            <li key={domainName} className={styles.item}>
              <span aria-hidden className={styles.itemIcon}>
                <ShieldCheck size={20} />
              </span>
              <div className={styles.itemText}>
                {/* An outside address: a plain anchor, never the host router's link. */}
                <a
                  href={mirrorHref(domainName)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={cx(styles.link, focusRing)}
                >
                  <span dir="ltr" className={styles.domain}>
                    {label}
                  </span>
                  <SquareArrowOutUpRight aria-hidden size={14} className={cx(styles.linkIcon, flipInRtl)} />{' '}
                  <span className={visuallyHidden}>{ui('link.opensInNewTab')}</span>
                </a>
                {note ? <p className={styles.note}>{note}</p> : null}
              </div>
              <IconButton
                variant="secondary"
                data-copied={isCopied || undefined}
                label={t('mirrorList.copy', { domain: label })}
                icon={isCopied ? <Check size={18} strokeWidth={2.5} /> : <Copy size={18} />}
                onClick={() => void copyMirror(domainName)}
              />
            </li>
          );
        })}
      </ul>
      {representativeCheck ? (
        <RepresentativeCheck {...representativeCheck} headingLevel={headingLevel === 1 ? 2 : 3} />
      ) : null}
    </div>
  );
}
