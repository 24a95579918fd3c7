import type { Question } from "@/lib/practice/question";
import { questionTypeKeys, type QuestionType } from "@/lib/practice/question-kinds";
import type { AttemptState, StoredGrading } from "./load-practice";

type Gradings = readonly Pick<StoredGrading, "questionId" | "sampleIndex" | "skill" | "learner" | "at">[];
/** A sample answer of the bank: its question and its place among the question's samples. */
export type SampleRef = { question: Question; index: number };

/** The question ids the member has submitted an answer to: the Mirror's samples come from these. */
export function practisedQuestions(attempts: readonly Pick<AttemptState, "questionId" | "submittedAt">[]): Set<string> {
  return new Set(attempts.filter((attempt) => attempt.submittedAt).map((attempt) => attempt.questionId));
}

/**
 * The Mirror's type when the learner has not chosen one: the type with scored samples they have answered most
 * questions of (the first in the course's order on a tie), or the first type with scored samples when they have
 * answered none. Null when the bank has no sample answer.
 */
export function defaultMirrorType(questions: readonly Question[], practised: ReadonlySet<string>): QuestionType | null {
  const withSamples = questions.filter((question) => question.samples.length > 0);
  const count = (type: QuestionType) => withSamples.filter((question) => question.type === type && practised.has(question.id)).length;
  const types = questionTypeKeys.filter((type) => withSamples.some((question) => question.type === type));
  return types.reduce<QuestionType | null>((best, type) => (best === null || count(type) > count(best) ? type : best), null);
}

/**
 * Every sample of `type`'s questions, of those the learner has answered only unless `anyQuestion`, but none of the
 * questions a lesson shows with their scores (`shownInLessons`): grading blind an answer already graded for you
 * measures memory, not judgement.
 */
export function mirrorPool(questions: readonly Question[], type: QuestionType, practised: ReadonlySet<string>, anyQuestion: boolean, shownInLessons: ReadonlySet<string> = new Set()): SampleRef[] {
  return questions
    .filter((question) => question.type === type && (anyQuestion || practised.has(question.id)) && !shownInLessons.has(question.id))
    .flatMap((question) => question.samples.map((_, index) => ({ question, index })));
}

/**
 * The next sample to grade, drawn with `random` (0 to 1) so that neither its question nor its level can be foreseen
 * (in the bank's order the weakest sample of a question always came first): one the member has not graded, or when
 * they have graded every one, any but the one they graded last. Null when the pool is empty.
 */
export function drawSample(pool: readonly SampleRef[], gradings: Gradings, random: number): SampleRef | null {
  const last = new Map<string, string>();
  for (const grading of gradings) {
    const key = `${grading.questionId}#${grading.sampleIndex}`;
    if ((last.get(key) ?? "") < grading.at) last.set(key, grading.at);
  }
  const keyOf = (sample: SampleRef) => `${sample.question.id}#${sample.index}`;
  const ungraded = pool.filter((sample) => !last.has(keyOf(sample)));
  const newest = pool.reduce<SampleRef | null>((latest, sample) => (!latest || last.get(keyOf(sample))! > last.get(keyOf(latest))! ? sample : latest), null);
  const candidates = ungraded.length ? ungraded : pool.length > 1 ? pool.filter((sample) => sample !== newest) : pool;
  return candidates.length ? candidates[Math.min(candidates.length - 1, Math.floor(random * candidates.length))]! : null;
}

/** The member's latest grade of each skill of one sample answer, or null when they have not graded it. */
export function gradedSample(gradings: Gradings, questionId: string, sampleIndex: number): Map<string, number> | null {
  const mine = gradings.filter((grading) => grading.questionId === questionId && grading.sampleIndex === sampleIndex);
  if (mine.length === 0) return null;
  const latest = new Map<string, number>();
  for (const grading of [...mine].sort((a, b) => a.at.localeCompare(b.at))) latest.set(grading.skill, grading.learner);
  return latest;
}
