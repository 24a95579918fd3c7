import "server-only";
import { createReader } from "@/lib/supabase/server";
import type { QuestionType } from "@/lib/practice/question-kinds";
import { mockEvidence, type MockEvidence } from "./mock-evidence";

/**
 * The plan's view of a member's mock interviews (the days of mocks held, the mean score received per question type),
 * read with the member's own session, so Row Level Security keeps it to their mocks. Throws when it cannot be read.
 */
export async function loadMockEvidence(memberId: string): Promise<MockEvidence> {
  const supabase = await createReader();
  const [mocks, feedback] = await Promise.all([
    // Row Level Security returns only the requests the session's member is one of the two people of.
    supabase.from("mock_requests").select("id, proposed_at, question_type, second_question_type, first_interviewer").eq("status", "held"),
    supabase.from("mock_feedback").select("request_id, scores").eq("subject", memberId),
  ]);
  if (mocks.error || feedback.error) throw new Error(`mock evidence could not be read: ${(mocks.error ?? feedback.error)!.message}`);
  // The member was the candidate of the second half when they interviewed first, of the first half otherwise.
  const typeOf = new Map(
    mocks.data.map((mock) => [mock.id as string, (mock.first_interviewer === memberId ? (mock.second_question_type ?? mock.question_type) : mock.question_type) as QuestionType]),
  );
  const received = feedback.data.flatMap((row) => {
    const type = typeOf.get(row.request_id as string);
    return type ? [{ question_type: type, scores: row.scores as Record<string, number> }] : [];
  });
  return mockEvidence(mocks.data as { proposed_at: string }[], received);
}
