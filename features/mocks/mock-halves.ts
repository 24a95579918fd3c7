import type { QuestionType } from "@/lib/practice/question-kinds";
import type { AgreedRequest, MockRequest } from "./load-mock-page";

/** A question of one half of a mock. */
export interface HalfQuestion {
  id: string;
  type: QuestionType;
}

type Halves = Pick<AgreedRequest, "question_id" | "question_type" | "second_question_id" | "second_question_type" | "i_interview_first">;

/**
 * The question the member asks as interviewer (and scores their partner on), and the one they answer as candidate.
 * The first interviewer asks the first half's question; the two swap for the second half's.
 */
export function halvesOf(request: Halves): { asking: HalfQuestion; answering: HalfQuestion } {
  const first = { id: request.question_id, type: request.question_type };
  const second = { id: request.second_question_id, type: request.second_question_type };
  return request.i_interview_first ? { asking: first, answering: second } : { asking: second, answering: first };
}

/** Whether a request is agreed, with its questions chosen (the database gives every agreed mock both). */
export const isAgreed = (request: MockRequest): request is AgreedRequest =>
  (request.status === "accepted" || request.status === "held") && request.question_id !== null && request.second_question_id !== null;
