/** Where the practice pages live; a question id is a file name, so never "mirror" or "history". */
export const PRACTICE_PATH = "/practice";
export const MIRROR_PATH = "/practice/mirror";
export const HISTORY_PATH = "/practice/history";
export const questionPath = (id: string) => `${PRACTICE_PATH}/${id}`;
export const attemptPath = (questionId: string, attemptId: string) => `${questionPath(questionId)}?attempt=${attemptId}`;
/** A sample answer in the Grading Mirror: its blind form until the member has graded it, then the comparison. */
export const mirrorPath = (questionId: string, sampleIndex: number) => `${MIRROR_PATH}?question=${questionId}&sample=${sampleIndex}`;
