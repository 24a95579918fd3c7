/**
 * The competencies a story can show: the themes the story-bank lesson asks a set of stories to cover, and the two a
 * senior PM is also asked about. The database accepts exactly these ids (the stories migration lists them too).
 */
export const COMPETENCIES = [
  { id: "impact", label: "A big win with measurable impact" },
  { id: "failure", label: "A failure or a launch that underperformed" },
  { id: "conflict-peer", label: "A disagreement with an engineer or designer" },
  { id: "conflict-senior", label: "A disagreement with a manager or senior leader" },
  { id: "trade-off", label: "A trade-off where you gave something up" },
  { id: "customer", label: "A time you understood a customer deeply" },
  { id: "ambiguity", label: "A decision made with incomplete data" },
  { id: "influence", label: "Leading without formal authority" },
  { id: "mistake", label: "A mistake you made and fixed" },
  { id: "leading-people", label: "Leading and growing people" },
  { id: "strategy", label: "Setting a strategy others followed" },
] as const;

export type CompetencyId = (typeof COMPETENCIES)[number]["id"];
export const COMPETENCY_IDS = COMPETENCIES.map((competency) => competency.id) as [CompetencyId, ...CompetencyId[]];
