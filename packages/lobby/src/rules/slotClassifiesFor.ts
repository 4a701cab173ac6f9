import { slotClassifies, type SlotClassify } from '@portal/api';

/** The language whose support brings the bingo sub-category (spec 2.3). */
const bingoLanguage = 'ty';

/**
 * The slot sub-categories of the classify menu: SC, VP, JP, TG, AC, and BG only when the site supports
 * the language TY (its language list, compared without case).
 */
export function slotClassifiesFor(siteLanguages: readonly string[]): SlotClassify[] {
  const bingo = siteLanguages.some((language) => language.toLowerCase() === bingoLanguage);
  return slotClassifies.filter((classify) => classify !== 'BG' || bingo);
}
