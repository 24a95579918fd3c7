"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { loadAttempts } from "@/features/practice/load-practice";
import { skillsOf } from "@/features/practice/question-skills";
import { requireMember } from "@/lib/auth/session";
import { gradeAnswer } from "@/lib/grader/grade-answer";
import { anchorsFor, questionText } from "@/lib/grader/prompt";
import { attemptPath } from "@/lib/practice/practice-paths";
import { loadQuestionBank } from "@/lib/practice/question-files";
import { createServiceClient } from "@/lib/supabase/service";
import { offeredFor } from "./load-second-opinion";
import { noticeForRefusal, type OpinionNotice } from "./opinion-notices";

const request = z.object({ attemptId: z.uuid(), questionId: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).max(100) });

/**
 * "Ask for a second opinion", a plain form (it works before the page's scripts load): the database holds the limits
 * and records the request; the answer goes to the model only now; the result, or that it failed, is stored and the
 * page shows it. The tokens of every call are logged, one line per request, and counted against the daily budget.
 */
export async function askSecondOpinion(formData: FormData): Promise<void> {
  const member = await requireMember();
  const parsed = request.safeParse({ attemptId: formData.get("attemptId"), questionId: formData.get("questionId") });
  if (!parsed.success) redirect("/practice");
  const { attemptId, questionId } = parsed.data;
  const back = (notice?: OpinionNotice) => redirect(`${attemptPath(questionId, attemptId)}${notice ? `&opinion=${notice}` : ""}#second-opinion`);
  const question = (await loadQuestionBank()).byId.get(questionId);
  const offered = question ? await offeredFor(question.type) : null;
  const service = createServiceClient();
  if (!question || !offered || !service) back("off");
  const attempt = (await loadAttempts(member.id, questionId)).find((item) => item.id === attemptId);
  if (!attempt?.gradedAt) back("ungraded");
  const { settings } = offered!;
  const begun = await service!.rpc("grader_begin", { member: member.id, attempt: attemptId, model: settings.model, member_cap: settings.memberDailyCap, budget_tokens: settings.dailyBudgetTokens });
  if (begun.error) back(noticeForRefusal(begun.error.message));
  const opinion = begun.data as string;
  const bank = await loadQuestionBank();
  const task = { question: questionText(question!), skills: await skillsOf(question!), anchors: anchorsFor(question!, bank.questions), answer: attempt!.answer };
  const result = await gradeAnswer(settings, task);
  console.info(
    `second opinion ${opinion} (${question!.type}, ${settings.model}): ${result.ok ? "done" : `failed (${result.failure})`}, ` +
      `${result.usage.promptTokens} prompt + ${result.usage.completionTokens} completion tokens`,
  );
  const finished = await service!.rpc("grader_finish", {
    opinion,
    verdicts: result.ok ? result.verdicts : null,
    dropped: result.ok ? result.dropped : null,
    failure: result.ok ? null : result.failure,
    prompt_tokens: result.usage.promptTokens,
    completion_tokens: result.usage.completionTokens,
  });
  if (finished.error) console.error(`second opinion ${opinion} could not be recorded: ${finished.error.message}`);
  revalidatePath(attemptPath(questionId, attemptId));
  back(result.ok && !finished.error ? undefined : "failed");
}
