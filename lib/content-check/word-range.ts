/** How long a lesson may be, in words a reader sees, and why that range applies to it. */
export type WordRange = { min: number; max: number; kind: string };

const STANDARD: WordRange = { min: 700, max: 2_000, kind: "lesson" };

// The lessons added with the Company Guides round (issue 19): each guide, mock interviews, take-homes and the India
// Stack reference carry tables of reported figures, so they get a little more room, and a floor that rules out stubs.
const NEW_IN_ROUND_TWO: WordRange = { min: 900, max: 2_200, kind: "round-two lesson" };
const ROUND_TWO = new Set([
  "intro/mock-interviews",
  "product-design/take-home",
  "technical/india-stack",
  "companies/overview",
  "companies/flipkart",
  "companies/swiggy",
  "companies/zomato",
  "companies/razorpay",
  "companies/cred",
  "companies/phonepe",
  "companies/meesho",
  "companies/zepto",
  "companies/offers",
]);

// Lessons built around a full worked answer (a framework with its example, or practice with model answers at three
// levels): the answer is the point of the page, so it may run longer, up to about 15 minutes of reading.
const WORKED_ANSWER: WordRange = { min: 700, max: 3_000, kind: "worked-answer lesson" };
const WORKED_ANSWERS = new Set([
  "intro/framework",
  "analytical/metrics",
  "estimation/answering",
  "execution/root-cause",
  "product-design/answering",
  "product-strategy/answering",
  "product-strategy/pricing",
]);

/** The word range for the lesson `content/<section>/<slug>.mdx`. */
export function wordRange(section: string, slug: string): WordRange {
  const key = `${section}/${slug}`;
  if (ROUND_TWO.has(key)) return NEW_IN_ROUND_TWO;
  if (slug === "practice" || WORKED_ANSWERS.has(key)) return WORKED_ANSWER;
  return STANDARD;
}

const number = (value: number) => value.toLocaleString("en-US");

/** "over 2,000" or "under 900" when `words` is outside `range`, otherwise undefined. */
export function outOfRange(words: number, range: WordRange): string | undefined {
  if (words < range.min) return `under ${number(range.min)}`;
  if (words > range.max) return `over ${number(range.max)}`;
  return undefined;
}

/** The content check's problem for a lesson of `words` words outside `range`, or null. */
export function checkWordRange(words: number, range: WordRange): { message: string; fix: string } | null {
  const outside = outOfRange(words, range);
  if (!outside) return null;
  return {
    message: `The lesson has ${number(words)} words, ${outside} (a ${range.kind} runs ${number(range.min)} to ${number(range.max)}).`,
    fix: words > range.max ? "Cut repetition or split the lesson in two." : "Add what the lesson is missing, or merge it into a neighbour.",
  };
}
