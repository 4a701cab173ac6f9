import { latinDateTimeFormat } from '../../i18n/latinFormats';
/** Pure helpers of the promotions page: the category tabs, the filter and the period's dates. No DOM. */

export interface PromotionCategory {
  /** The category's code; '' is the 'All' entry. */
  code: string;
  name: string;
}

/**
 * The tabs in order: 'All' (code '') first, then the server's categories; a category with no code or a
 * code already listed is left out, so every tab has its own value.
 */
export function categoryTabs(
  categories: readonly PromotionCategory[],
  allLabel: string,
): PromotionCategory[] {
  const seen = new Set<string>(['']);
  const tabs: PromotionCategory[] = [{ code: '', name: allLabel }];
  for (const category of categories) {
    if (seen.has(category.code)) continue;
    seen.add(category.code);
    tabs.push(category);
  }
  return tabs;
}

/** The promotions of one category ('' keeps them all), in the order given. */
export function promotionsIn<T extends { category: string }>(items: readonly T[], category: string): T[] {
  return category === '' ? [...items] : items.filter((item) => item.category === category);
}

/**
 * A promotion's date as the reader expects it ("May 15, 2025", "15 مايو 2025"), always with Latin
 * digits like the rest of the kit. `timeZone` defaults to the browser's.
 */
export function formatPromotionDate(epochMs: number, locale: string, timeZone?: string): string {
  return latinDateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(new Date(epochMs));
}

export interface PromotionPeriodText {
  start: string;
  /** null when the promotion runs until further notice. */
  end: string | null;
}

/** The formatted start and end of a promotion; an end of null stays null ("until further notice"). */
export function promotionPeriod(
  startDate: number,
  endDate: number | null,
  locale: string,
  timeZone?: string,
): PromotionPeriodText {
  return {
    start: formatPromotionDate(startDate, locale, timeZone),
    end: endDate === null ? null : formatPromotionDate(endDate, locale, timeZone),
  };
}
