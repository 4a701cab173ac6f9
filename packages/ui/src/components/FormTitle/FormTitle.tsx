import { ArrowLeft } from 'lucide-react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useUiPanelTranslation } from '../../i18n/useUiPanelTranslation';
import { cx } from '../../utils/cx';
import * as styles from './FormTitle.css';

export const formTitleHeadingLevels = [1, 2, 3] as const;
export type FormTitleHeadingLevel = (typeof formTitleHeadingLevels)[number];

export interface FormTitleProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The title of the page or the modal, rendered as a heading. */
  title: ReactNode;
  /** The heading level of the title: 1 (the default) for a page, 2 or 3 inside a modal or a section. */
  headingLevel?: FormTitleHeadingLevel;
  /** Called when the back control is pressed; without it no back control shows. */
  onBack?: () => void;
  /** The back control's label and accessible name; "Back" from the catalogue by default. */
  backLabel?: string;
  /** Extra controls at the inline end, for example a help link or a close button. */
  actions?: ReactNode;
}

/**
 * The title bar of a page or a modal (spec 2.5: "a reusable form-title header with an optional back
 * control"): an optional back button, the title as a heading, and optional actions at the inline end.
 */
export const FormTitle = forwardRef<HTMLElement, FormTitleProps>(function FormTitle(
  { title, headingLevel = 1, onBack, backLabel, actions, className, ...rest },
  ref,
) {
  const { t } = useUiPanelTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <header ref={ref} className={cx(styles.root, className)} data-slot="form-title" {...rest}>
      {onBack ? (
        <button type="button" className={styles.back} onClick={onBack}>
          {/* The arrow points to where "back" is: the inline start, so it turns round in RTL. */}
          <ArrowLeft aria-hidden size={18} className={styles.backIcon} />
          {backLabel ?? t('formTitle.back')}
        </button>
      ) : null}
      <Heading className={cx(styles.title, styles.titleSize[headingLevel])}>{title}</Heading>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
});
