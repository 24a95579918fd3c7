import type { ContentProblem } from "./content-problem";
import { checkWordRange, type WordRange } from "./word-range";

/**
 * The length rule of one lesson (its word range, word-range.ts). On a draft it is a warning, so a lesson can be written
 * bit by bit while the check stays green; removing `draft: true` makes it an error.
 */
export function checkLength(words: number, range: WordRange, lesson: { file: string; draft: boolean }): ContentProblem[] {
  const found = checkWordRange(words, range);
  if (!found) return [];
  if (!lesson.draft) return [{ file: lesson.file, ...found }];
  return [{ file: lesson.file, message: found.message, fix: `${found.fix} This is a warning while the lesson is a draft, and an error once draft: true is removed.`, severity: "warning" }];
}
