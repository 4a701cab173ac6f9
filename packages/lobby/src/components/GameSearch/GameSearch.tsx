import { cx, IconButton, TextField } from '@portal/ui';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLobbyScreensTranslation } from '../../i18n/useLobbyScreensTranslation';
import * as styles from './GameSearch.css';
import { SearchCounter, type SearchCounterProps } from './SearchCounter';

export interface GameSearchProps {
  /** The text in the box (controlled); leave it out to let the box hold its own text. */
  value?: string;
  /** The starting text when uncontrolled. */
  defaultValue?: string;
  /** Called on every keystroke with the raw text. */
  onValueChange?: (text: string) => void;
  /** Called with the trimmed text on Enter or the search button, and with '' when the box is cleared. */
  onSearch: (text: string) => void;
  /** The counter under the box ('Currently displaying 24 Slots games out of 1,234'); none without it. */
  counter?: SearchCounterProps;
  /** Names the search landmark and the box; "Search games" by default. */
  label?: string;
  /** The box's placeholder; "Game name" by default. */
  placeholder?: string;
  /** The search button's name; "Search" by default. */
  submitLabel?: string;
  /** The clear button's name; "Clear the search" by default. */
  clearLabel?: string;
  className?: string;
}

/** The lobby's game-name search (spec 2.3): a search landmark, a labelled box, clear and search buttons. */
export function GameSearch({
  value,
  defaultValue = '',
  onValueChange,
  onSearch,
  counter,
  label,
  placeholder,
  submitLabel,
  clearLabel,
  className,
}: GameSearchProps) {
  const { t } = useLobbyScreensTranslation();
  const [own, setOwn] = useState(defaultValue);
  const text = value ?? own;
  const name = label ?? t('gameSearch.label');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <div className={cx(styles.root, className)} data-slot="game-search">
      <form role="search" aria-label={name} className={styles.form} onSubmit={submit}>
        <TextField
          type="search"
          label={name}
          labelHidden
          className={styles.field}
          value={text}
          onChange={(event) => {
            setOwn(event.target.value);
            onValueChange?.(event.target.value);
          }}
          placeholder={placeholder ?? t('gameSearch.placeholder')}
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          clearable
          clearLabel={clearLabel ?? t('gameSearch.clear')}
          onClear={() => onSearch('')}
          startAdornment={<Search size={18} aria-hidden className={styles.icon} />}
          endAdornment={
            <IconButton
              type="submit"
              size="sm"
              variant="primary"
              label={submitLabel ?? t('gameSearch.submit')}
              icon={<Search size={16} />}
            />
          }
        />
      </form>
      {counter ? <SearchCounter {...counter} /> : null}
    </div>
  );
}
