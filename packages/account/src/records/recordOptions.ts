import type { RecordOption } from '@portal/api';
import type { SelectOption } from '@portal/ui';

/**
 * A record filter's choices: "All" (no filter, value '') when given, then the platform's options by name. The
 * choice made stays listed when the period's options no longer hold it (no round of that vendor in the
 * new days), so the select never shows a choice other than the one the record is filtered on.
 */
export function recordOptions(
  all: string | undefined,
  options: readonly RecordOption[],
  selected: string,
  nameOf: (option: RecordOption) => string = (option) => option.name || option.code,
): SelectOption[] {
  const listed = options.map((option) => ({ value: option.code, label: nameOf(option) }));
  const kept =
    selected && !options.some((option) => option.code === selected)
      ? [{ value: selected, label: nameOf({ code: selected, name: '' }) }]
      : [];
  return [...(all === undefined ? [] : [{ value: '', label: all }]), ...listed, ...kept];
}
