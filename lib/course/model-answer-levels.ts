import type { rubricLevels } from "./rubric-schema";

/** A key of the rubric's five-point scale: "veryWeakOrMissing" to "veryStrong". */
export type RubricLevelKey = (typeof rubricLevels)[number]["key"];

/** The three levels a `<ModelAnswers>` block shows, in the order it shows them. */
export const MODEL_ANSWER_LEVELS = ["weak", "neutral", "strong"] as const satisfies readonly RubricLevelKey[];

export type ModelAnswerLevel = (typeof MODEL_ANSWER_LEVELS)[number];
