/** A number a learner typed, read: its value, and whether it was written as a percentage. */
export type ParsedNumber = { ok: true; value: number; percent: boolean } | { ok: false; message: string };

// Each word a learner may put after the number, and what it multiplies by. "lakh crore" is how Indian budgets and
// market sizes are written (₹1.5 lakh crore), so a word may follow another.
const UNITS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  lakh: 1e5,
  lakhs: 1e5,
  lac: 1e5,
  lacs: 1e5,
  crore: 1e7,
  crores: 1e7,
  cr: 1e7,
  million: 1e6,
  millions: 1e6,
  mn: 1e6,
  billion: 1e9,
  billions: 1e9,
  bn: 1e9,
  trillion: 1e12,
};

export const NUMBER_EXAMPLES = "12 crore, 45 lakh, 1.2 billion, 3.5k or 62%";

/**
 * Reads a number as a learner types it: digits with commas in Indian or international grouping ("1,20,000",
 * "120,000"), a decimal point, an optional ₹ in front, then optional units ("crore", "lakh", "million", "billion",
 * "k", "%", and "lakh crore"). Anything else is refused with a message that says what to type.
 */
export function parseNumber(input: string): ParsedNumber {
  const text = input.trim().toLowerCase().replace(/^(₹|rs\.?)\s*/, "");
  if (!text) return { ok: false, message: `Type a number, e.g. ${NUMBER_EXAMPLES}.` };
  const match = /^(\d[\d,]*(?:\.\d+)?|\.\d+)\s*(.*)$/.exec(text);
  if (!match) {
    return { ok: false, message: `“${input.trim()}” is not a number. Type digits with an optional unit, e.g. ${NUMBER_EXAMPLES}.` };
  }
  const [, digits = "", rest = ""] = match;
  if (/,,|,$|,\./.test(digits)) return { ok: false, message: `“${input.trim()}” has a misplaced comma. Write it as 1,20,000 or 120,000.` };
  let value = Number(digits.replace(/,/g, ""));
  let percent = false;
  const words = rest.replace(/%/g, " % ").split(/\s+/).filter(Boolean);
  for (const [index, word] of words.entries()) {
    if (word === "%" && index === words.length - 1) {
      percent = true;
    } else if (word in UNITS && !percent) {
      value *= UNITS[word]!;
    } else {
      return {
        ok: false,
        message: `“${word}” is not a unit the drill reads. Use crore, lakh, million, billion, k or %, e.g. ${NUMBER_EXAMPLES}.`,
      };
    }
  }
  if (!Number.isFinite(value)) return { ok: false, message: "That number is too large to read. Check the digits and the unit." };
  if (value <= 0) return { ok: false, message: "Type a number above zero: the answer is scored by how many times too high or too low it is." };
  return { ok: true, value, percent };
}

const SHORT_SCALE: [number, string][] = [
  [1e12, "trillion"],
  [1e9, "billion"],
  [1e6, "million"],
  [1e3, "thousand"],
];
const INDIAN_SCALE: [number, string][] = [
  [1e12, "lakh crore"],
  [1e7, "crore"],
  [1e5, "lakh"],
];

// Three significant figures, so 2,163 crore reads "2,160 crore" and a tiny guess is not shown as 0.
const round = (value: number) => value.toLocaleString("en-IN", { maximumSignificantDigits: 3 });

function inWords(value: number, scale: [number, string][]): string | null {
  const step = scale.find(([size]) => value >= size);
  return step ? `${round(value / step[0])} ${step[1]}` : null;
}

/** How a read number is echoed back before it is scored: in Indian and international words, "12 crore (120 million)". */
export function describeNumber(value: number, percent = false): string {
  if (percent) return `${round(value)}%`;
  const indian = inWords(value, INDIAN_SCALE);
  const international = inWords(value, SHORT_SCALE);
  if (!indian && !international) return round(value);
  if (!indian) return `${international} (${value.toLocaleString("en-IN", { maximumFractionDigits: 2 })})`;
  return international ? `${indian} (${international})` : indian;
}

/**
 * A guess at an estimate, read as `parseNumber` reads it and checked against the kind of answer: a share must be a
 * percentage of at most 100, a count must not be a percentage.
 */
export function readGuess(input: string, answer: { percent: boolean; unit: string }): ParsedNumber {
  const parsed = parseNumber(input);
  if (!parsed.ok) return parsed;
  if (answer.percent && parsed.value > 100) return { ok: false, message: "This answer is a share: type a percentage from 0 to 100, e.g. 62%." };
  if (!answer.percent && parsed.percent) return { ok: false, message: `This answer is a number (${answer.unit}), not a percentage. Type it with crore, lakh, million, billion or k.` };
  return { ok: true, value: parsed.value, percent: answer.percent };
}
