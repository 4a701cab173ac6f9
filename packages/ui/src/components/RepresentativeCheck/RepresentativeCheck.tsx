import { ShieldCheck } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useUiPanelTranslation } from '../../i18n/useUiPanelTranslation';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { TextField } from '../TextField';
import * as styles from './RepresentativeCheck.css';
import { RepresentativeOutcome } from './RepresentativeOutcome';
import type { RepresentativeCheckProps } from './RepresentativeCheck.types';

export {
  representativeChannels,
  type RepresentativeChannel,
  type RepresentativeCheckProps,
  type RepresentativeResult,
} from './RepresentativeCheck.types';

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
