/**
 * Text folded for searching, so "credit" finds "Crédit" and "oe" finds "Œ": accents taken off
 * (Unicode's canonical decomposition, its combining marks dropped), lower case, and the Latin letters
 * that have no decomposition spelled as people type them. The browser filters with it, the server
 * filters the public catalogue with it, and the database's `fold_for_search` is written from it
 * (`foldForSearchSqlText`, migration 0035_catalogue_search; server/modules/apps/fold-for-search.test.ts compares the
 * two letter by letter). docs/decisions/catalogue.md says why it is not PostgreSQL's unaccent.
 */

/** Letters with no decomposition, as they are typed without their mark (after lower-casing). */
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  þ: 'th',
  ĳ: 'ij',
  ø: 'o',
  ð: 'd',
  đ: 'd',
  ħ: 'h',
  ı: 'i',
  ł: 'l',
  ŀ: 'l',
  ŧ: 't',
  ŋ: 'n',
  ſ: 's',
};

/** Unicode's block of combining diacritical marks, which the decomposition leaves after each letter. */
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const FOLDED_LETTERS = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'g');

export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(FOLDED_LETTERS, (letter) => LETTER_FOLDS[letter]!);
}

/** `foldForSearch` in SQL, over a text expression of our own: the body of the database's `fold_for_search`. */
export function foldForSearchSqlText(text: string): string {
  const single = Object.entries(LETTER_FOLDS).filter(([, to]) => to.length === 1);
  const double = Object.entries(LETTER_FOLDS).filter(([, to]) => to.length > 1);
  const unmarked = `lower(regexp_replace(normalize(${text}, NFD), '[\\u0300-\\u036f]', '', 'g'))`;
  const translated = `translate(${unmarked}, '${single.map(([from]) => from).join('')}', '${single.map(([, to]) => to).join('')}')`;
  return double.reduce((expression, [from, to]) => `replace(${expression}, '${from}', '${to}')`, translated);
}

/** A search as the lists take it: spaces at its ends dropped, any run of them one space. */
export function tidySearch(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}
