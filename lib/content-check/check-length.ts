import type { ContentProblem } from "./content-problem";

/** The fewest words of prose a published lesson has (content/README.md: "700 to 2,000 words"). */
export const MIN_LESSON_WORDS = 700;

/**
 * The length rules of one lesson. On a draft they are warnings, so a lesson can be written bit by bit while the
 * check stays green; removing `draft: true` makes them errors.
 */
export function checkLength(words: number, minWords: number, lesson: { file: string; draft: boolean }): ContentProblem[] {
  if (words >= minWords) return [];
  const problem: ContentProblem = {
    file: lesson.file,
    message: `The lesson has ${words.toLocaleString("en-US")} words of prose; a lesson has at least ${minWords.toLocaleString("en-US")}.`,
    fix: lesson.draft
      ? "Keep writing: this is a warning while the lesson is a draft, and an error once draft: true is removed."
      : "Finish the lesson, or put draft: true back in its front matter until it is done.",
  };
  return [lesson.draft ? { ...problem, severity: "warning" } : problem];
}
