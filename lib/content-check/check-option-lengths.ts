import type { TriageItem } from "@/lib/drills/drill-item";
import type { DrillProblem } from "@/lib/drills/parse-drill";

/**
 * How much longer than every other option the best one may be. Options are full-width buttons, about 38 characters
 * to a line at 360 px and one to four lines long: a best option over a fifth longer than the longest of the others
 * stands out by a line or more, and learners soon learn to pick the longest. Within a fifth, four options written with
 * care vary as much by chance. A rule of "never the longest" would make the longest option always wrong: a tell too.
 */
export const LONGEST_RATIO = 1.2;

/** The length of an option as a learner sees it: its characters, spaces run together. */
const shown = (text: string) => text.replace(/\s+/g, " ").trim().length;

/**
 * A triage item whose best check can be guessed by its length: longer than the longest other check by more than
 * LONGEST_RATIO. Returns that problem at the best check's line in `source` (the item's file), or null.
 */
export function optionLengthProblem(item: TriageItem, source: string): DrillProblem | null {
  const best = item.checks.find((check) => check.best);
  const others = item.checks.filter((check) => !check.best).map((check) => shown(check.text));
  if (!best || others.length === 0) return null;
  const longestOther = Math.max(...others);
  const length = shown(best.text);
  if (length <= longestOther * LONGEST_RATIO) return null;
  const index = source.split("\n").findIndex((line) => /<Check\b[^>]*\sbest\b/.test(line));
  return {
    line: index < 0 ? undefined : index + 1,
    message: `The best check is ${length} characters long against at most ${longestOther} for the others: a learner can pick it by its length.`,
    fix: `Shorten it to ${Math.floor(longestOther * LONGEST_RATIO)} characters or fewer, or make the other checks as specific (and as long).`,
  };
}

/** The share of triage items whose best check may be their longest; by chance it would be a quarter. */
export const LONGEST_SHARE = 1 / 3;
/** Below this many items a share says little: three of the first five can be longest by chance. */
const SHARE_FROM = 12;

/**
 * Whether learners could still win by picking the longest check: each item may pass the ratio and the bank still
 * favour the best check by a little every time. Checked from SHARE_FROM items on. Returns that problem, or null.
 */
export function longestShareProblem(items: readonly TriageItem[]): { message: string; fix: string } | null {
  const longest = items.filter((item) => {
    const best = item.checks.find((check) => check.best);
    return best && item.checks.every((check) => check.best || shown(check.text) < shown(best.text));
  });
  if (items.length < SHARE_FROM || longest.length <= items.length * LONGEST_SHARE) return null;
  return {
    message: `In ${longest.length} of ${items.length} triage items the best check is the longest: picking the longest would win.`,
    fix: `Make a wrong check the longest in ${longest.length - Math.floor(items.length * LONGEST_SHARE)} more of them: ${longest.slice(0, 5).map((item) => item.id).join(", ")}${longest.length > 5 ? ", ..." : ""}.`,
  };
}
