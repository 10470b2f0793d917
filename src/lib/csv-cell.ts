/**
 * Spreadsheet formula injection: a CSV cell starting with = + - @, a tab or a carriage return is
 * run as a formula when the file is opened in Excel or Sheets. Every CSV export that holds text a
 * visitor wrote or sent (the inbox, the analytics) passes its text cells through neutralizeCell.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell's text made safe to open in a spreadsheet: a leading apostrophe before a formula start. */
export const neutralizeCell = (value: string): string =>
  FORMULA_START.test(value) ? `'${value}` : value;
