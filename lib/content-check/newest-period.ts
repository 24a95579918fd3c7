/**
 * The newest period a set of figure lines states, for the lesson page's "Figures as of ...": a lesson can then claim
 * no fresher figures than it holds. Each period keeps a readable form of its own kind:
 * - a month or a date: "June 2025" (a date shows its month);
 * - a calendar year: "2024";
 * - a financial year, however written ("FY25", "FY 25", "FY'25", "FY2025", "FY2024-25", "2024-25"): "FY2024-25";
 * - a quarter or half of a financial year: "Q3 FY2025-26", "H1 FY2025-26"; of a calendar year: "Q1 2025", "H2 2024".
 * The newest is the one that ends last (an Indian financial year ends in March); of two that end in the same month,
 * the shorter, which says more. A period after "until", "targeted for" or a deadline is a target, not when a figure
 * held, and one that has not ended by `now`'s month ("by 2030") is a forecast: neither counts. "By September 2025"
 * counts: the course writes it for what had happened by then.
 */
export type Period = { label: string; /** Months since year 0 of the period's last month. */ end: number; months: number };

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const MONTH_NAME = String.raw`Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?`;
const YEAR = String.raw`(?:19[5-9]\d|20[0-4]\d)`;
const SHORT_OR_LONG = String.raw`(?:19|20)\d{2}|\d{2}`;

// Tried in this order at each place: a quarter or half, a financial year, a month, a "2024-25" range, a bare year.
const PERIOD = new RegExp(
  [
    String.raw`\b(?<part>[QH])(?<index>[1-4])\s?(?<era>FY|CY)?\s?'?(?<partYear>${SHORT_OR_LONG})(?:\s?[-–/]\s?(?<partEnd>\d{2,4}))?\b`,
    String.raw`\bFY\s?'?(?<fy>${SHORT_OR_LONG})(?:\s?[-–/]\s?(?<fyEnd>\d{2,4}))?\b`,
    String.raw`\b(?<month>${MONTH_NAME})\.?,?\s(?<monthYear>${YEAR})\b`,
    String.raw`\b(?<rangeStart>${YEAR})\s?[-–](?<rangeEnd>\d{2})\b`,
    String.raw`\b(?<year>${YEAR})\b`,
  ].join("|"),
  "gi",
);
// "Act, 2007", "Rules 2021": the year names the law, not the data.
const LAW_NAME_YEAR = /\b(?:Act|Rules|Regulations|Code),?\s(?:19|20)\d{2}\b/g;
const TARGET =
  /(?:\b(?:till|until|targeted for|due)\s+(?:(?:the\s+)?(?:end|start|middle|late|early|mid)(?:\s+of)?\s+)?|\bdeadlines?\b[^.;]{0,40})$/i;

function read(groups: Record<string, string | undefined>): Period | undefined {
  const { part: kind, index, era, partYear, partEnd, fy, fyEnd, month, monthYear, rangeStart, rangeEnd, year } = groups;
  if (kind && index && partYear) {
    const financial = era?.toUpperCase() === "FY";
    return quarterOrHalf(kind.toUpperCase(), Number(index), financial, fullYear(partYear, partEnd, financial));
  }
  if (fy) return financialYear(fullYear(fy, fyEnd, true));
  if (month && monthYear) {
    const at = MONTHS.findIndex((name) => name.startsWith(month.toLowerCase().slice(0, 3)));
    return { label: `${capital(MONTHS[at] ?? month)} ${monthYear}`, end: Number(monthYear) * 12 + at, months: 1 };
  }
  if (rangeStart && rangeEnd) {
    // "2024-25": in Indian usage a financial year; any other range is not one period.
    const end = fullYear(rangeStart, rangeEnd, false);
    return end === Number(rangeStart) + 1 ? financialYear(end) : undefined;
  }
  return year ? { label: year, end: Number(year) * 12 + 11, months: 12 } : undefined;
}

/** Every period in `text` that says when a figure held, leftmost first. */
export function periodsIn(text: string): Period[] {
  const clean = text.replace(LAW_NAME_YEAR, (law) => law.replace(/\d/g, "#"));
  const periods: Period[] = [];
  for (const match of clean.matchAll(PERIOD)) {
    if (TARGET.test(clean.slice(0, match.index))) continue;
    const period = read(match.groups ?? {});
    if (period) periods.push(period);
  }
  return periods;
}

/** The newest period stated in `texts` that had ended by `now`, or undefined when they state none. */
export function newestPeriod(texts: Iterable<string>, now = new Date()): Period | undefined {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  let newest: Period | undefined;
  for (const text of texts) {
    for (const period of periodsIn(text)) {
      if (period.end > current) continue;
      if (!newest || period.end > newest.end || (period.end === newest.end && period.months < newest.months)) newest = period;
    }
  }
  return newest;
}

/** "25" after "2024-" or "FY" is 2025; "2025" stays. For a range ("2024-25"), the year it ends in. */
function fullYear(year: string, second: string | undefined, financial: boolean): number {
  const first = year.length === 2 ? 2000 + Number(year) : Number(year);
  if (second === undefined) return first;
  const end = second.length === 2 ? Math.floor(first / 100) * 100 + Number(second) : Number(second);
  // Only a financial or a calendar range of one year ends in its second year; otherwise keep the first.
  return financial || end === first + 1 ? end : first;
}

/** The financial year ending in March of `endYear`. */
function financialYear(endYear: number): Period {
  return { label: `FY${endYear - 1}-${String(endYear % 100).padStart(2, "0")}`, end: endYear * 12 + 2, months: 12 };
}

/** A quarter or a half: of the financial year ending in March of `year`, or of the calendar year `year`. */
function quarterOrHalf(kind: string, index: number, financial: boolean, year: number): Period | undefined {
  const months = kind === "Q" ? 3 : 6;
  if (kind === "H" && index > 2) return undefined;
  if (financial) {
    // Q1 of FY26 is April to June 2025.
    const end = (year - 1) * 12 + 3 + index * months - 1;
    return { label: `${kind}${index} ${financialYear(year).label}`, end, months };
  }
  return { label: `${kind}${index} ${year}`, end: year * 12 + index * months - 1, months };
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
