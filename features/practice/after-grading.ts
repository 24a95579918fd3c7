import type { Question } from "@/lib/practice/question";
import type { Attempt } from "./load-practice";

/**
 * What a graded answer's page offers next: "Show the sample answers" while the question has scored samples not shown
 * yet; then the samples; and for a question without samples, at once, what a strong answer covers (a button there would
 * have nothing to show, and came back after every press).
 */
export type AfterGrading = "reveal-button" | "samples" | "covers";

export function afterGrading(question: Pick<Question, "samples">, attempt: Pick<Attempt, "revealedSamples">): AfterGrading {
  if (question.samples.length === 0) return "covers";
  return attempt.revealedSamples.length === 0 ? "reveal-button" : "samples";
}
