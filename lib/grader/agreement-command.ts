import type { SupabaseClient } from "@supabase/supabase-js";
import { plainAnswer } from "@/lib/bar-check/anchors";
import type { Rubric } from "@/lib/course/rubric-schema";
import type { Question } from "@/lib/practice/question";
import { labelOf, questionTypeKeys, type QuestionType } from "@/lib/practice/question-kinds";
import { agreementOf, gate, type AgreementFigures, type GradedSample } from "./agreement";
import type { TokenUsage } from "./chat-client";
import { gradeAnswer } from "./grade-answer";
import { anchorsFor, questionText, sampleRef } from "./prompt";
import type { GraderSettings } from "./settings";

/** Samples graded at once: a provider's rate limit is per minute, and a 429 costs the sample. */
export const AGREEMENT_CONCURRENCY = 4;

export type TypeAgreement = AgreementFigures & { type: QuestionType; failed: number; dropped: number; usage: TokenUsage };

type Bank = { questions: readonly Question[]; rubrics: ReadonlyMap<QuestionType, Rubric> };
type Io = { out: (line: string) => void };

async function inTurn<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

/**
 * Grades every editor-scored sample of the bank blind, as a member's answer would be graded (three asks, quotes
 * checked) but with that sample left out of the anchors, and measures each type's agreement with the editors. A sample
 * whose grading failed is counted as failed and left out of the figures.
 */
export async function measureAgreement(settings: GraderSettings, bank: Bank, options: { fetch?: typeof fetch; timeoutMs?: number; io?: Io } = {}): Promise<TypeAgreement[]> {
  const jobs = bank.questions.flatMap((question) =>
    question.samples.flatMap((sample, index) => (sample.scores.length === 0 ? [] : [{ question, sample, ref: sampleRef(question.id, index) }])),
  );
  const graded = new Map<QuestionType, { samples: GradedSample[]; failed: number; dropped: number; usage: TokenUsage }>();
  let done = 0;
  await inTurn(jobs, AGREEMENT_CONCURRENCY, async ({ question, sample, ref }) => {
    const rubric = bank.rubrics.get(question.type);
    const byId = new Map(rubric?.skills.map((skill) => [skill.id, skill]));
    const skills = question.skills.flatMap((id) => byId.get(id) ?? []);
    const answer = plainAnswer(sample.body);
    const task = { question: questionText(question), skills, anchors: anchorsFor(question, bank.questions, ref), answer };
    const result = await gradeAnswer(settings, task, options);
    const entry = graded.get(question.type) ?? { samples: [], failed: 0, dropped: 0, usage: { promptTokens: 0, completionTokens: 0 } };
    entry.usage = { promptTokens: entry.usage.promptTokens + result.usage.promptTokens, completionTokens: entry.usage.completionTokens + result.usage.completionTokens };
    if (result.ok) {
      entry.dropped += result.dropped;
      entry.samples.push({
        ref,
        editor: Object.fromEntries(sample.scores.filter((score) => byId.has(score.skill)).map((score) => [score.skill, score.score])),
        grader: Object.fromEntries(result.verdicts.map((verdict) => [verdict.skill, verdict.level])),
      });
    } else entry.failed += 1;
    graded.set(question.type, entry);
    done += 1;
    if (done % 25 === 0 || done === jobs.length) options.io?.out(`Graded ${done} of ${jobs.length} samples`);
  });
  return questionTypeKeys.flatMap((type) => {
    const entry = graded.get(type);
    return entry ? [{ type, ...agreementOf(entry.samples), failed: entry.failed, dropped: entry.dropped, usage: entry.usage }] : [];
  });
}

/** Records each type's figures, with the model and the time, and the tokens the run used (with the service key). */
export async function storeAgreement(service: SupabaseClient, model: string, results: readonly TypeAgreement[], measuredAt = new Date().toISOString()): Promise<void> {
  const rows = results.map((result) => ({
    question_type: result.type,
    model,
    measured_at: measuredAt,
    samples: result.samples,
    scores: result.scores,
    failed_samples: result.failed,
    kappa: result.kappa,
    kappa_by_skill: result.kappaBySkill,
    abstention_rate: result.abstentionRate,
    dropped_quotes: result.dropped,
  }));
  const stored = await service.from("grader_agreement").insert(rows);
  if (stored.error) throw new Error(`The figures could not be stored: ${stored.error.message}`);
  const usage = results.map((result) => ({ purpose: "agreement", model, prompt_tokens: result.usage.promptTokens, completion_tokens: result.usage.completionTokens }));
  const logged = await service.from("grader_usage").insert(usage);
  if (logged.error) throw new Error(`The tokens used could not be logged: ${logged.error.message}`);
}

/** The table the command prints: per type, the figures and whether the second opinion is now offered. */
export function agreementTable(results: readonly TypeAgreement[], model: string): string[] {
  const cell = (value: string | number, width: number) => String(value).padStart(width);
  const lines = [`${"Type".padEnd(18)}${["Samples", "Failed", "Kappa", "No op.", "Dropped", "Tokens"].map((head) => cell(head, 9)).join("")}  Second opinion`];
  for (const result of results) {
    const verdict = gate({ ...result, model, measuredAt: "" }, model);
    lines.push(
      `${labelOf(result.type).padEnd(18)}${[
        cell(result.samples, 9),
        cell(result.failed, 9),
        cell(result.kappa === null ? "n/a" : result.kappa.toFixed(2), 9),
        cell(`${Math.round(result.abstentionRate * 100)}%`, 9),
        cell(result.dropped, 9),
        cell(result.usage.promptTokens + result.usage.completionTokens, 9),
      ].join("")}  ${verdict.open ? "offered" : `off: ${verdict.reason}`}`,
    );
    const skills = Object.entries(result.kappaBySkill).map(([skill, kappa]) => `${skill} ${kappa === null ? "n/a" : kappa.toFixed(2)}`);
    if (skills.length) lines.push(`${"".padEnd(18)}per skill: ${skills.join(", ")}`);
  }
  return lines;
}
