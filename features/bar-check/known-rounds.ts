import "server-only";
import { anchorsFor } from "@/lib/bar-check/anchors";
import { roundWindow } from "@/lib/bar-check/rounds";
import { loadScheduledRounds } from "@/lib/bar-check/rounds-file";
import { loadQuestionBank } from "@/lib/practice/question-files";
import { createServiceClient } from "@/lib/supabase/service";

// Once per server process, as the question bank is listed for grading (features/practice/known-questions.ts): the
// database learns the editors' rounds and each round's anchors (the samples' text and mean editor score). A round an
// admin changed keeps the admin's dates. A failure is not kept, so the next request tries again.
let known: Promise<void> | null = null;

async function listRounds(): Promise<void> {
  const service = createServiceClient();
  if (!service) throw new Error("SUPABASE_SECRET_KEY is not set, so the Bar Check rounds cannot be listed");
  const [rounds, bank] = await Promise.all([loadScheduledRounds(), loadQuestionBank()]);
  const rows = rounds.flatMap((round) => {
    const question = bank.byId.get(round.question);
    if (!question) return [];
    const { opensAt, closesAt } = roundWindow(round);
    return [{ id: round.id, question_id: question.id, opens_at: opensAt.toISOString(), closes_at: closesAt.toISOString(), anchors: anchorsFor(question, bank.questions) }];
  });
  const { error } = await service.rpc("bar_check_list_rounds", { rounds: rows });
  if (error) throw new Error(`the Bar Check rounds could not be listed: ${error.message}`);
}

/** Makes sure the database knows this build's rounds and anchors. */
export function ensureRoundsKnown(): Promise<void> {
  known ??= listRounds().catch((error: unknown) => {
    known = null;
    throw error;
  });
  return known;
}
