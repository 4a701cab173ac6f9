import { RefreshCw, SquareArrowOutUpRight } from 'lucide-react';
import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useUiPanelTranslation } from '../../i18n/useUiPanelTranslation';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { usePortal } from '../../provider/PortalContext';
import { flipInRtl } from '../../styles/flipInRtl.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { nextRadioIndex } from './radioNavigation';
import { SpeedLine } from './SpeedLine';
import * as styles from './SpeedSelector.css';
import { fastestLine, sortLines, type DomainLine } from './speedOf';

export interface SpeedSelectorProps {
  /** The domain lines (up to 5), in any order; once tested they show fastest first. */
  lines: readonly DomainLine[];
  /** Controlled: the chosen domain (`null` for none). Leave it out to let the selector keep it. */
  value?: string | null;
  /** Uncontrolled: the domain chosen at first. */
  defaultValue?: string;
  /** Called with the domain the player picks (by pointer, Space or the arrow keys). */
  onValueChange?: (domainName: string) => void;
  /** Called with the chosen domain on confirm; the host opens it in a new tab (spec 4). */
  onConfirm: (domainName: string) => void;
  /** Pings every line again. */
  onRetest: () => void;
  /** Whether a test is running; by default, while any line's speed is still `null`. */
  testing?: boolean;
  /** Names the group of lines; "Server lines" by default. */
  label?: string;
  className?: string;
}

/**
 * The server-speed selector (spec 4): the domain lines as a radio group with their latency, a speed
 * badge and bar; re-test and confirm. When a test ends, a polite status says so once, with the winner.
 */
export function SpeedSelector({
  lines,
  value,
  defaultValue,
  onValueChange,
  onConfirm,
  onRetest,
  testing: testingProp,
  label,
  className,
}: SpeedSelectorProps) {
  const { t: ui } = useUiTranslation();
  const { t } = useUiPanelTranslation();
  const { dir } = usePortal();
  const [ownValue, setOwnValue] = useState<string | null>(defaultValue ?? null);
  const chosen = value === undefined ? ownValue : value;
  const testing = testingProp ?? lines.some((line) => line.speed === null);
  // Lines keep their places while pings come in (nothing jumps under the pointer), then sort once.
  const shown = useMemo(() => (testing ? [...lines] : sortLines(lines)), [lines, testing]);
  const lineRefs = useRef(new Map<string, HTMLDivElement>());
  const focused = useRef<string | null>(null);
  const order = shown.map((line) => line.domainName).join('\n');

  // Moving the focused element (as sorting does) drops its focus in the browser: give it back.
  useLayoutEffect(() => {
    const name = focused.current;
    const active = document.activeElement;
    if (name && (!active || active === document.body)) lineRefs.current.get(name)?.focus();
  }, [order]);

  const select = (domainName: string) => {
    if (value === undefined) setOwnValue(domainName);
    if (domainName !== chosen) onValueChange?.(domainName);
  };

  const moveFrom = (index: number) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === ' ') {
      event.preventDefault();
      select(shown[index]!.domainName);
      return;
    }
    const next = nextRadioIndex(event.key, index, shown.length, dir);
    if (next === null) return;
    event.preventDefault();
    const target = shown[next]!.domainName;
    lineRefs.current.get(target)?.focus();
    select(target);
  };

  const chosenShown = shown.some((line) => line.domainName === chosen);
  const fastest = fastestLine(lines);
  const announcement = testing
    ? ''
    : fastest
      ? t('speedSelector.finished', { domain: fastest.domainName, ms: Math.round(fastest.speed ?? 0) })
      : t('speedSelector.allFailed');

  return (
    <div
      className={cx(styles.root, className)}
      data-slot="speed-selector"
      data-testing={testing || undefined}
    >
      {shown.length === 0 ? (
        <p className={styles.empty}>{t('speedSelector.empty')}</p>
      ) : (
        <div
          role="radiogroup"
          aria-label={label ?? t('speedSelector.label')}
          aria-busy={testing || undefined}
          className={styles.group}
          onFocus={(event) => {
            focused.current = event.target.dataset.domain ?? null;
          }}
          onBlur={(event) => {
            // A line taken out of the page to be moved is not left by the player: keep it.
            if (event.target.isConnected) focused.current = null;
          }}
        >
          {shown.map((line, index) => (
            <SpeedLine
              key={line.domainName}
              line={line}
              checked={line.domainName === chosen}
              tabbable={chosenShown ? line.domainName === chosen : index === 0}
              onSelect={() => select(line.domainName)}
              onKeyDown={moveFrom(index)}
              lineRef={(node) => {
                if (node) lineRefs.current.set(line.domainName, node);
                else lineRefs.current.delete(line.domainName);
              }}
            />
          ))}
        </div>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" loading={testing} onClick={onRetest}>
          <RefreshCw aria-hidden size={16} />
          {t('speedSelector.retest')}
        </Button>
        <Button disabled={!chosenShown} onClick={() => chosen && chosenShown && onConfirm(chosen)}>
          <SquareArrowOutUpRight aria-hidden size={16} className={flipInRtl} />
          {t('speedSelector.confirm')} <span className={visuallyHidden}>{ui('link.opensInNewTab')}</span>
        </Button>
      </div>
      {/* Always in the page, so the one message at the end of a test is announced (never each ping). */}
      <p role="status" className={visuallyHidden}>
        {announcement}
      </p>
    </div>
  );
}
