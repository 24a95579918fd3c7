/** The three kinds of drill item; each is a folder of content/drills/. */
export const DRILL_KINDS = ["estimate", "define", "triage"] as const;
export type DrillKind = (typeof DRILL_KINDS)[number];

/** An item id: the file name, lowercase words and dashes. */
export const DRILL_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A figure to estimate, with its true value as a learner would type it, read by the same parser. */
export type EstimateItem = {
  kind: "estimate";
  id: string;
  prompt: string;
  answer: string;
  value: number;
  percent: boolean;
  unit: string;
  source: string;
  period: string;
  lesson: string;
  derivation: string;
};

/** A term to recall; `glossary` is the glossary entry it comes from, when it has one. */
export type DefineItem = { kind: "define"; id: string; term: string; lesson: string; definition: string; example: string; glossary?: string };

/** One of a triage item's four first checks. */
export type TriageCheck = { text: string; why: string; best: boolean };

/** A metric that moved, and four first checks of which one is best. */
export type TriageItem = { kind: "triage"; id: string; title: string; lesson: string; scenario: string; checks: TriageCheck[] };

/**
 * A checklist item a member missed in a solo mock (content/mocks/), back as a card: what the interviewer asked, what a
 * good answer covers there, and the editors' exemplar. Only a miss makes the card: these items are never new in a
 * session.
 */
export type MockItem = { kind: "mock"; id: string; title: string; line: string; check: string; exemplar: string; mockPath: string };

export type DrillItem = EstimateItem | DefineItem | TriageItem | MockItem;

/** What a learner sees an item as in lists and the summary. */
export function itemLabel(item: DrillItem): string {
  if (item.kind === "estimate") return item.prompt;
  if (item.kind === "define") return item.term;
  if (item.kind === "mock") return item.check;
  return item.title;
}
