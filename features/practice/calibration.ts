/** One skill of one sample answer graded in the Grading Mirror: the learner's grade beside the editors'. */
export type MirrorGrading = { skill: string; learner: number; editor: number; at: string };

/** How many of a skill's latest gradings its calibration is worked out over. */
export const CALIBRATION_WINDOW = 10;
/** A bias beyond this many levels is said to the learner after their self-grades. */
export const TENDENCY_THRESHOLD = 1;

/** A skill's calibration after each of its gradings, oldest first: what the chart draws. */
export type CalibrationPoint = { at: string; meanAbsoluteGap: number; bias: number };

export type SkillCalibration = {
  skill: string;
  /** Every grading of the skill so far. */
  gradings: number;
  /** Mean of |learner - editors| over the latest CALIBRATION_WINDOW gradings: 0 is perfectly calibrated. */
  meanAbsoluteGap: number;
  /** Mean of learner - editors over the same gradings: positive grades too high, negative too low. */
  bias: number;
  points: CalibrationPoint[];
};

const mean = (values: number[]) => values.reduce((total, value) => total + value, 0) / values.length;

/**
 * Each skill's calibration from the learner's Mirror gradings (in any order), skills in the order first graded.
 * Gradings made at the same moment keep the order they were given in.
 */
export function calibrate(gradings: readonly MirrorGrading[]): SkillCalibration[] {
  const ordered = gradings.map((grading, index) => ({ grading, index }));
  ordered.sort((a, b) => a.grading.at.localeCompare(b.grading.at) || a.index - b.index);
  const bySkill = new Map<string, MirrorGrading[]>();
  for (const { grading } of ordered) bySkill.set(grading.skill, [...(bySkill.get(grading.skill) ?? []), grading]);
  return [...bySkill].map(([skill, list]) => {
    const points = list.map((grading, index) => {
      const window = list.slice(Math.max(0, index + 1 - CALIBRATION_WINDOW), index + 1);
      return {
        at: grading.at,
        meanAbsoluteGap: mean(window.map((item) => Math.abs(item.learner - item.editor))),
        bias: mean(window.map((item) => item.learner - item.editor)),
      };
    });
    const last = points[points.length - 1]!;
    return { skill, gradings: list.length, meanAbsoluteGap: last.meanAbsoluteGap, bias: last.bias, points };
  });
}

/** Mean of learner - editors over every Mirror grading, in levels; null before the first. */
export function overallBias(gradings: readonly MirrorGrading[]): number | null {
  return gradings.length ? mean(gradings.map((item) => item.learner - item.editor)) : null;
}

/** A number of levels as the learner reads it: one decimal, "1" rather than "1.0". */
export const formatLevels = (levels: number): string => String(Math.round(levels * 10) / 10);

/**
 * "You tend to grade Structure about 1.2 levels higher than editors", for each of `skills` the learner grades more
 * than TENDENCY_THRESHOLD levels off on average (the direction is the bias; a learner off both ways in turn is told
 * nothing, since there is no tendency to correct).
 */
export function tendencies(calibration: readonly SkillCalibration[], skills: readonly { id: string; name: string }[]): string[] {
  const bySkill = new Map(calibration.map((item) => [item.skill, item]));
  return skills.flatMap(({ id, name }) => {
    const bias = bySkill.get(id)?.bias ?? 0;
    if (Math.abs(bias) <= TENDENCY_THRESHOLD) return [];
    return [`You tend to grade ${name} about ${formatLevels(Math.abs(bias))} levels ${bias > 0 ? "higher" : "lower"} than editors`];
  });
}
