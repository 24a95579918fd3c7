import type { Question } from "@/lib/practice/question";
import type { StoredGrading } from "./load-practice";

type Gradings = readonly Pick<StoredGrading, "questionId" | "sampleIndex" | "skill" | "learner" | "at">[];

/**
 * The next sample answer for the Mirror: the first in the bank's order the member has not graded; when they have graded
 * every one, the one graded longest ago. Null when the bank has no sample answer.
 */
export function nextSample(questions: readonly Question[], gradings: Gradings): { question: Question; index: number } | null {
  const last = new Map<string, string>();
  for (const grading of gradings) {
    const key = `${grading.questionId}#${grading.sampleIndex}`;
    if ((last.get(key) ?? "") < grading.at) last.set(key, grading.at);
  }
  let oldest: { question: Question; index: number; at: string } | null = null;
  for (const question of questions) {
    for (const index of question.samples.keys()) {
      const at = last.get(`${question.id}#${index}`);
      if (at === undefined) return { question, index };
      if (!oldest || at < oldest.at) oldest = { question, index, at };
    }
  }
  return oldest && { question: oldest.question, index: oldest.index };
}

/** The member's latest grade of each skill of one sample answer, or null when they have not graded it. */
export function gradedSample(gradings: Gradings, questionId: string, sampleIndex: number): Map<string, number> | null {
  const mine = gradings.filter((grading) => grading.questionId === questionId && grading.sampleIndex === sampleIndex);
  if (mine.length === 0) return null;
  const latest = new Map<string, number>();
  for (const grading of [...mine].sort((a, b) => a.at.localeCompare(b.at))) latest.set(grading.skill, grading.learner);
  return latest;
}
