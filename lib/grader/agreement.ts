import { weightedKappa, type ScorePair } from "@/lib/content-check/scoring-agreement";

/** The gate: the second opinion is offered for a question type only with this agreement, on at least this many samples. */
export const MIN_KAPPA = 0.7;
export const MIN_SAMPLES = 30;

/** One editor-scored sample graded blind: the editors' level and the grader's (null: no opinion) per skill. */
export type GradedSample = { ref: string; editor: Record<string, number>; grader: Record<string, number | null> };

/** A type's agreement with the editors, as stored and shown on its agreement card. */
export type AgreementFigures = {
  /** Samples graded (those whose grading failed are not counted). */
  samples: number;
  /** Skill scores compared: those where the grader gave a level. */
  scores: number;
  /** Quadratic-weighted kappa against the editors over every compared score; null where undefined. */
  kappa: number | null;
  kappaBySkill: Record<string, number | null>;
  /** Share of skill scores where the grader said "no opinion", 0 to 1. */
  abstentionRate: number;
};

/** The figures of one type's graded samples. */
export function agreementOf(samples: readonly GradedSample[]): AgreementFigures {
  const all: ScorePair[] = [];
  const bySkill = new Map<string, ScorePair[]>();
  let asked = 0;
  for (const sample of samples) {
    for (const [skill, first] of Object.entries(sample.editor)) {
      asked += 1;
      const second = sample.grader[skill];
      if (second === null || second === undefined) continue;
      all.push({ first, second });
      bySkill.set(skill, [...(bySkill.get(skill) ?? []), { first, second }]);
    }
  }
  const round = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);
  return {
    samples: samples.length,
    scores: all.length,
    kappa: round(weightedKappa(all)),
    kappaBySkill: Object.fromEntries([...bySkill].map(([skill, pairs]) => [skill, round(weightedKappa(pairs))])),
    abstentionRate: asked === 0 ? 0 : Math.round((1 - all.length / asked) * 1000) / 1000,
  };
}

/** A type's latest measurement, with the model it was made with. */
export type Measurement = AgreementFigures & { model: string; measuredAt: string };

/**
 * Whether the second opinion is offered for a type, and why not: measured with the model now set, overall kappa at
 * least MIN_KAPPA on at least MIN_SAMPLES samples. The reason is the admin page's sentence.
 */
export function gate(measurement: Measurement | null, model: string): { open: true } | { open: false; reason: string } {
  if (!measurement) return { open: false, reason: "Not measured yet: run npm run grader:agreement." };
  if (measurement.model !== model) return { open: false, reason: `Measured with ${measurement.model}, not ${model}, the model set now: measure again.` };
  if (measurement.samples < MIN_SAMPLES) return { open: false, reason: `Measured on ${measurement.samples} samples; it needs at least ${MIN_SAMPLES}.` };
  if (measurement.kappa === null) return { open: false, reason: "Its kappa is undefined (the grader gave no levels to compare)." };
  if (measurement.kappa < MIN_KAPPA) return { open: false, reason: `Its kappa of ${measurement.kappa.toFixed(2)} is below ${MIN_KAPPA.toFixed(2)}.` };
  return { open: true };
}
