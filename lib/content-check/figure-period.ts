/**
 * The period a reported figure holds for: what a reader needs to judge whether it is still current. A period is
 * - a calendar year, alone or in a date or month: "2024", "June 2025", "3 September 2025", "2024-25";
 * - a financial year, short or long: "FY25", "FY 25", "FY'25", "FY2025", "FY2024-25";
 * - a quarter or a half of a financial or calendar year: "Q3 FY26", "Q3FY26", "Q1 2025", "Q2 CY25", "H1 FY26".
 * A month or a quarter without its year ("in June", "last quarter"), and the year in the name of a law ("the
 * Payment and Settlement Systems Act, 2007"), are not periods: neither says when the number was true.
 */
export function hasPeriod(text: string): boolean {
  return PERIOD.test(text.replace(LAW_NAME_YEAR, ""));
}

const CALENDAR_YEAR = String.raw`\b(?:19[5-9]\d|20[0-4]\d)\b`;
const FINANCIAL_YEAR = String.raw`\bFY\s?'?(?:(?:19|20)\d{2}|\d{2})(?:\s?[-–/]\s?\d{2,4})?\b`;
const QUARTER_OR_HALF = String.raw`\b(?:Q[1-4]|H[12])\s?(?:FY|CY|'?\d{2}\b|(?:19|20)\d{2}\b)`;
const PERIOD = new RegExp([CALENDAR_YEAR, FINANCIAL_YEAR, QUARTER_OR_HALF].join("|"));

// "Act, 2007", "Rules 2021", "Regulations, 2018": the year names the law, not the data.
const LAW_NAME_YEAR = /\b(?:Act|Rules|Regulations|Code),?\s(?:19|20)\d{2}\b/g;
