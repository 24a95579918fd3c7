import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agreementOf, gate, type Measurement } from "@/lib/grader/agreement";
import { agreementTable, measureAgreement, storeAgreement } from "@/lib/grader/agreement-command";
import type { QuestionType } from "@/lib/practice/question-kinds";
import { answerGraded, skillsAsked, startStandIn, type StandIn } from "../support/stand-in-grader";
import { question, rubric, sample } from "../support/grader-bank";
import { databaseKinds, newMember, startTestBackend, type TestBackend } from "./harness";
import type { Member } from "./bar-check-fixture";
import { gradedAnswer } from "./grader-fixture";

/**
 * The second opinion's limits as the database holds them (one at a time, a daily cap per member, the operator's daily
 * budget), and `npm run grader:agreement`'s measuring and storing against the stand-in server with a scripted grader
 * whose agreement with the editors is known: the gate opens for the type at or above 0.70 and stays closed below.
 */
describe.each(databaseKinds())("AI second opinion on %s", (kind) => {
  let backend: TestBackend;
  let a: Member;
  let b: Member;
  const Q = "grader-question";
  const begin = (member: Member, attempt: string, cap = 5, budget = 100_000) =>
    backend.service().rpc("grader_begin", { member: member.user.id, attempt, model: "m", member_cap: cap, budget_tokens: budget });
  const finish = (opinion: string, tokens = 100) =>
    backend.service().rpc("grader_finish", { opinion, verdicts: [{ skill: "communication", level: 3, quote: "what we are counting", reason: "Clear." }], dropped: 0, failure: null, prompt_tokens: tokens, completion_tokens: 0 });

  beforeAll(async () => {
    backend = await startTestBackend(kind);
    [a, b] = [await newMember(backend, "Asha Opinion"), await newMember(backend, "Ravi Opinion")];
  });
  afterAll(async () => backend?.close());

  it("starts a second opinion only of the member's own graded answer, one at a time, within their daily cap", async () => {
    const ungraded = (await a.client.from("practice_attempts").insert({ user_id: a.user.id, question_id: Q, answer: "Not graded yet.", submitted_at: new Date().toISOString() }).select("id").single()).data!.id as string;
    expect((await begin(a, ungraded)).error?.message).toBe("Grade your answer yourself first: the second opinion comes after.");
    const attempt = await gradedAnswer(a, Q, "I would ask what we are counting first.");
    expect((await begin(b, attempt)).error?.message).toBe("Grade your answer yourself first: the second opinion comes after.");

    const first = await begin(a, attempt, 3);
    expect(first.error).toBeNull();
    expect((await begin(a, attempt, 3)).error?.message).toBe("A second opinion you asked for is still on its way. Wait for it before asking again.");
    expect((await finish(first.data as string)).error).toBeNull();
    const stored = await a.client.from("second_opinions").select("status, verdicts").eq("id", first.data as string).single();
    expect(stored.data).toMatchObject({ status: "done", verdicts: [{ skill: "communication", level: 3 }] });

    // A request left pending by a server that died frees the member after two minutes, as failed.
    const second = (await begin(a, attempt, 3)).data as string;
    await backend.db.transaction((tx) => tx.query("update public.second_opinions set requested_at = now() - interval '3 minutes' where id = $1", [second]));
    const third = await begin(a, attempt, 3);
    expect(third.error).toBeNull();
    expect((await a.client.from("second_opinions").select("status, failure").eq("id", second).single()).data).toEqual({ status: "failed", failure: "expired" });
    expect((await finish(third.data as string)).error).toBeNull();
    expect((await begin(a, attempt, 3)).error?.message).toBe("You have asked for 3 second opinions today, the most a day. Try again tomorrow.");
  });

  it("refuses everyone once members' second opinions have used the day's token budget; the agreement command's tokens do not count", async () => {
    const attempt = await gradedAnswer(b, Q, "I would size the market by households.");
    const service = backend.service();
    expect((await service.from("grader_usage").insert({ purpose: "agreement", model: "m", prompt_tokens: 1_000_000, completion_tokens: 0 })).error).toBeNull();
    const spent = (await service.from("grader_usage").select("prompt_tokens, completion_tokens").eq("purpose", "second-opinion")).data!.reduce((sum, row) => sum + row.prompt_tokens + row.completion_tokens, 0);
    const opinion = await begin(b, attempt, 5, spent + 500);
    expect(opinion.error).toBeNull();
    expect((await finish(opinion.data as string, 500)).error).toBeNull();
    expect((await begin(b, attempt, 5, spent + 500)).error?.message).toBe("Second opinions have used up today's allowance for the whole course. Try again tomorrow.");
  });

  describe("the agreement command against the stand-in", () => {
    let standIn: StandIn;
    const skills = ["clarifying", "structure"];
    // 30 samples of each type; each answer names its own editor scores so the scripted grader can find them.
    const bankOf = (type: QuestionType) =>
      Array.from({ length: 10 }, (_, q) =>
        question(`${type}-q${q}`, [0, 1, 2].map((s) => {
          const level = ((q + s) % 5) + 1;
          const scores = { clarifying: level, structure: 6 - level };
          return sample(`Answer ${type} ${q}-${s} with clarifying ${scores.clarifying} and structure ${scores.structure}, as spoken.`, scores);
        }), type),
      );
    const bank = { questions: [...bankOf("estimation"), ...bankOf("analytical")], rubrics: new Map<QuestionType, ReturnType<typeof rubric>>([["estimation", rubric(skills)], ["analytical", rubric(skills)]]) };
    // The scripted grader: the editors' scores on estimation; on analytical, right on every other sample and the scale
    // turned round on the rest.
    const scripted = (type: string, editor: number, index: number) => (type === "estimation" || index % 2 === 0 ? editor : 6 - editor);

    beforeAll(async () => {
      standIn = await startStandIn((request) => {
        const answer = answerGraded(request);
        const [, type, q, s] = /^Answer (\S+) (\d+)-(\d+)/.exec(answer)!;
        const index = Number(q) * 3 + Number(s);
        const quote = answer.split(" ").slice(0, 4).join(" ");
        return {
          reply: { skills: skillsAsked(request).map((id) => ({ skill: id, level: scripted(type!, Number(new RegExp(`${id} (\\d)`).exec(answer)![1]), index), quote, reason: `Scripted for ${id}.` })) },
          usage: 1000,
        };
      });
    });
    afterAll(async () => standIn?.close());

    it("measures each type's kappa, stores it with the model and date, and the gate opens at 0.70 or more and stays closed below", async () => {
      const settings = { baseUrl: standIn.url, apiKey: "k", model: "scripted-model", dailyBudgetTokens: 1, memberDailyCap: 1 };
      const results = await measureAgreement(settings, bank);
      expect(standIn.requests).toHaveLength(60 * 3);
      // What the scripted grader's agreement is known to be, measured the same way on its own scores.
      const known = (type: string) =>
        agreementOf(bank.questions.filter((item) => item.type === type).flatMap((item, q) => item.samples.map((s, i) => ({
          ref: `${item.id}#${i}`,
          editor: Object.fromEntries(s.scores.map((score) => [score.skill, score.score])),
          grader: Object.fromEntries(s.scores.map((score) => [score.skill, scripted(type, score.score, q * 3 + i)])),
        }))));
      expect(results.map((result) => result.type)).toEqual(["estimation", "analytical"]);
      expect(results[0]).toMatchObject({ ...known("estimation"), samples: 30, failed: 0, dropped: 0, kappa: 1 });
      expect(results[1]).toMatchObject({ ...known("analytical"), samples: 30 });
      expect(results[1]!.kappa!).toBeLessThan(0.7);
      expect(results[0]!.usage).toEqual({ promptTokens: 30 * 3 * 800, completionTokens: 30 * 3 * 200 });

      await storeAgreement(backend.service(), settings.model, results, "2026-12-13T10:00:00.000Z");
      const stored = (await a.client.from("grader_agreement").select("*").eq("model", "scripted-model")).data!;
      const measurement = (type: string): Measurement => {
        const row = stored.find((item) => item.question_type === type)!;
        return { samples: row.samples, scores: row.scores, kappa: row.kappa, kappaBySkill: row.kappa_by_skill, abstentionRate: row.abstention_rate, model: row.model, measuredAt: row.measured_at };
      };
      expect(measurement("estimation")).toMatchObject({ kappa: 1, samples: 30, kappaBySkill: { clarifying: 1, structure: 1 }, abstentionRate: 0 });
      expect(new Date(measurement("estimation").measuredAt).toISOString()).toBe("2026-12-13T10:00:00.000Z");
      expect(gate(measurement("estimation"), "scripted-model")).toEqual({ open: true });
      expect(gate(measurement("analytical"), "scripted-model")).toEqual({ open: false, reason: `Its kappa of ${results[1]!.kappa!.toFixed(2)} is below 0.70.` });
      const usage = (await backend.service().from("grader_usage").select("prompt_tokens").eq("model", "scripted-model")).data!;
      expect(usage.reduce((sum, row) => sum + row.prompt_tokens, 0)).toBe(60 * 3 * 800);
      expect(agreementTable(results, settings.model).join("\n")).toMatch(/Estimation +30 +0 +1\.00 .*offered\n.*per skill: clarifying 1\.00, structure 1\.00\nAnalytical .*off: Its kappa of/);
    });
  });
});
