import { chatCompletion, type ChatFailure, type TokenUsage } from "./chat-client";
import { gradingMessages, type GradingTask } from "./prompt";
import { parseGraderReply } from "./reply-schema";
import type { GraderSettings } from "./settings";
import { ASKS, checkReply, combineAsks, droppedQuotes, type Verdict } from "./verdicts";

export type GradeResult =
  | { ok: true; verdicts: Verdict[]; dropped: number; usage: TokenUsage }
  | { ok: false; failure: ChatFailure; usage: TokenUsage };

type Options = { fetch?: typeof fetch; timeoutMs?: number };

const sum = (usages: readonly TokenUsage[]): TokenUsage => ({
  promptTokens: usages.reduce((total, usage) => total + usage.promptTokens, 0),
  completionTokens: usages.reduce((total, usage) => total + usage.completionTokens, 0),
});

/**
 * One answer graded: the same request three times at once (so the three share the 30-second time-out), each reply
 * parsed with the schema and held to the quote rules, then combined (verdicts.ts). If any of the three fails or is
 * invalid, the whole grading fails and nothing of it is shown; the tokens used are still counted.
 */
export async function gradeAnswer(settings: GraderSettings, task: GradingTask, options: Options = {}): Promise<GradeResult> {
  const messages = gradingMessages(task);
  const skills = task.skills.map((skill) => skill.id);
  const results = await Promise.all(Array.from({ length: ASKS }, () => chatCompletion(settings, messages, options)));
  const usage = sum(results.map((result) => result.usage));
  const failed = results.find((result) => !result.ok);
  if (failed && !failed.ok) return { ok: false, failure: failed.failure, usage };
  const replies = results.map((result) => (result.ok ? parseGraderReply(result.content) : null));
  if (replies.some((reply) => reply === null)) return { ok: false, failure: "invalid-reply", usage };
  const checked = replies.map((reply) => checkReply(reply!, task.answer, skills));
  return { ok: true, verdicts: combineAsks(checked, skills), dropped: droppedQuotes(checked), usage };
}
