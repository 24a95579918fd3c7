import "server-only";
import { loadQuestionBank } from "@/lib/practice/question-files";
import { createServiceClient } from "@/lib/supabase/service";
import { skillsOf } from "./question-skills";

// Once per server process: the database takes self-grades only on a listed question's rubric skills, and sample
// indexes within its samples (public.practice_questions). Listed afresh by each process, so an editor's change to a
// question's skills reaches the database with the build that carries it. A failure is not kept, so the next grade
// tries again.
let known: Promise<void> | null = null;

async function listQuestions(): Promise<void> {
  const service = createServiceClient();
  if (!service) throw new Error("SUPABASE_SECRET_KEY is not set, so the question bank cannot be listed for grading");
  const bank = await loadQuestionBank();
  const rows = await Promise.all(
    [...bank.byId.values()].map(async (question) => ({
      id: question.id,
      skills: (await skillsOf(question)).map((skill) => skill.id),
      samples: question.samples.length,
    })),
  );
  const { error } = await service.from("practice_questions").upsert(rows.filter((row) => row.skills.length > 0), { onConflict: "id" });
  if (error) throw new Error(`the question bank could not be listed for grading: ${error.message}`);
}

/** Makes sure the database knows every question of this build, its rubric skills and samples, before a grade. */
export function ensureQuestionsKnown(): Promise<void> {
  known ??= listQuestions().catch((error: unknown) => {
    known = null;
    throw error;
  });
  return known;
}
