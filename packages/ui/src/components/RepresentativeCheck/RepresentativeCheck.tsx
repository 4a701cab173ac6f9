import { ShieldCheck } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useUiPanelTranslation } from '../../i18n/useUiPanelTranslation';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { TextField } from '../TextField';
import * as styles from './RepresentativeCheck.css';
import { RepresentativeOutcome } from './RepresentativeOutcome';

export const representativeChannels = ['TELEGRAM', 'WHATSAPP'] as const;
export type RepresentativeChannel = (typeof representativeChannels)[number];

/** The answer to a check: an official representative (who, and where), or not one of ours. */
export type RepresentativeResult =
  { official: true; channel: RepresentativeChannel; name: string } | { official: false };

export interface RepresentativeCheckProps {
  /** Called with the trimmed handle or number when the player asks to verify it (never empty). */
  onVerify: (handle: string) => void;
  /** The last answer, or `null` before any. */
  result: RepresentativeResult | null;
  /** Whether a check is running: the button waits and the result makes way for "Checking". */
  checking?: boolean;
  /** Why the check could not be made (for example a network failure), in the player's language. */
  error?: string;
  /** The handle the field starts with, for example one passed in the page's link. */
  defaultHandle?: string;
  /** The level of the section's heading in the page's outline; 2 by default. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * Verify Representative (spec 1): the player enters a Telegram handle or WhatsApp number someone
 * contacted them from, and learns in a live region whether it is an official representative.
 */
export function RepresentativeCheck({
  onVerify,
  result,
  checking = false,
  error,
  defaultHandle = '',
  headingLevel = 2,
  className,
}: RepresentativeCheckProps) {
  const { t } = useUiPanelTranslation();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [handle, setHandle] = useState(defaultHandle);
  const [missing, setMissing] = useState(false);
  const Heading = `h${headingLevel}` as const;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking) return;
    const trimmed = handle.trim();
    if (!trimmed) {
      setMissing(true);
      input.current?.focus();
      return;
    }
    onVerify(trimmed);
  };

  return (
    <section
      aria-labelledby={titleId}
      className={cx(styles.root, className)}
      data-slot="representative-check"
    >
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {t('representative.title')}
        </Heading>
        <p className={styles.description}>{t('representative.description')}</p>
      </div>
      <form noValidate className={styles.form} onSubmit={submit}>
        <TextField
          ref={input}
          className={styles.field}
          label={t('representative.field')}
          hint={t('representative.hint')}
          error={missing ? t('representative.required') : undefined}
          required
          // A handle or a number then reads left to right as typed, even in an Arabic page.
          dir="auto"
          autoComplete="off"
          spellCheck={false}
          value={handle}
          onChange={(event) => {
            setHandle(event.target.value);
            if (missing && event.target.value.trim()) setMissing(false);
          }}
        />
        <Button type="submit" loading={checking}>
          <ShieldCheck aria-hidden size={18} />
          {t('representative.verify')}
        </Button>
      </form>
      <div role="status" className={styles.outcome}>
        <RepresentativeOutcome result={result} checking={checking} error={error} />
      </div>
    </section>
  );
}
