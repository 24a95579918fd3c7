/** Where the practice pages live; a question id is a file name, so never "mirror" or "history". */
export const PRACTICE_PATH = "/practice";
export const MIRROR_PATH = "/practice/mirror";
export const HISTORY_PATH = "/practice/history";
export const questionPath = (id: string) => `${PRACTICE_PATH}/${id}`;
/**
 * A new attempt at a question: the question's own address opens the latest answer still to be graded, so "Answer again"
 * says it wants a fresh one.
 */
export const answerAgainPath = (id: string) => `${questionPath(id)}?again=1`;
export const attemptPath = (questionId: string, attemptId: string) => `${questionPath(questionId)}?attempt=${attemptId}`;
/** A sample answer in the Grading Mirror: its blind form until the member has graded it, then the comparison. */
export const mirrorPath = (questionId: string, sampleIndex: number) => `${MIRROR_PATH}?question=${questionId}&sample=${sampleIndex}`;
/** The Mirror drawing its samples from `type`'s questions: the learner's answered ones, or any with `anyQuestion`. */
export const mirrorTypePath = (type: string, anyQuestion = false) => `${MIRROR_PATH}?type=${type}${anyQuestion ? "&any=1" : ""}`;
