/**
 * How a cell of our CSV export is written, and read back by the import (issue 30), so that a round
 * trip gives back every value as it was.
 *
 * A spreadsheet runs a cell that starts with = + - @ (or their full-width forms, which Apple
 * Numbers folds into them), a tab or a carriage return as a formula (OWASP: CSV injection), so such
 * a text is written behind a `'`, which spreadsheets show as "text" and do not display. A text that
 * already starts with `'`s before such a character gets one `'` more, so the import, which takes
 * one `'` off exactly those cells, returns it unchanged. (csv-stringify's `escape_formulas` leaves
 * such a text as it is, which the import could then not tell from an escaped one.)
 */
const FORMULA_LIKE = /^'*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const ESCAPED_FORMULA = /^'+[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A text as our export writes it: neutralised when a spreadsheet would take it for a formula. */
export const formulaSafe = (text: string) => (FORMULA_LIKE.test(text) ? `'${text}` : text);

/** A cell as the import reads it: the export's (or a spreadsheet's) `'` before a formula-like start taken off. */
export const fromFormulaSafe = (cell: string) => (ESCAPED_FORMULA.test(cell) ? cell.slice(1) : cell);

/**
 * csv-stringify's `cast` for the export: texts as above, and "would get again" as `true` or `false`
 * (its default writes false as an empty cell, which reads back as "not answered"); no answer is an
 * empty cell.
 */
export const exportCsvCast = {
  string: formulaSafe,
  boolean: (value: boolean) => String(value),
};
