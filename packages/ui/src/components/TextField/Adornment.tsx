import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { fieldStyles, hasContent } from '../private/FieldFrame';

/** Text adornments (a dialling code, a currency) are set off by a rule; icons and buttons are not. */
export const isTextAdornment = (node: ReactNode): node is string | number =>
  typeof node === 'string' || typeof node === 'number';

export interface AdornmentProps {
  position: 'start' | 'end';
  id?: string;
  children?: ReactNode;
}

/** A slot at either end of the field's box. Text keeps left-to-right order, so '+966' never reads '966+'. */
export function Adornment({ position, id, children }: AdornmentProps) {
  if (!hasContent(children)) return null;
  const text = isTextAdornment(children);
  return (
    <span
      id={id}
      className={cx(
        fieldStyles.adornment,
        text && (position === 'start' ? fieldStyles.adornmentText : fieldStyles.adornmentTextEnd),
      )}
      data-slot={`${position}-adornment`}
    >
      {/* Left to right inside, while the rule and padding follow the page's direction. */}
      {text ? <bdi dir="ltr">{children}</bdi> : children}
    </span>
  );
}
