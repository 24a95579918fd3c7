import { afterEach, describe, expect, it } from "vitest";
import { chatCompletion } from "@/lib/grader/chat-client";
import { gradeAnswer } from "@/lib/grader/grade-answer";
import type { GradingTask } from "@/lib/grader/prompt";
import type { GraderSettings } from "@/lib/grader/settings";
import { answerGraded, skillsAsked, startStandIn, type StandIn, type StandInAnswer, type StandInRequest } from "../../support/stand-in-grader";
import { skill } from "../../support/grader-bank";

/** The real client against the stand-in server, answering each script the issue lists. */
const ANSWER = "I would ask whether we mean completed rides, then split riders by city tier and by age.";
const task: GradingTask = { question: "Estimate daily rides.", skills: [skill("clarifying"), skill("structure")], anchors: [], answer: ANSWER };

const good = (levels: Record<string, number> = { clarifying: 4, structure: 3 }, quote = (request: StandInRequest) => answerGraded(request).split(", then ")[0]!) =>
  (request: StandInRequest): StandInAnswer => ({ reply: { skills: skillsAsked(request).map((id) => ({ skill: id, level: levels[id]!, quote: quote(request), reason: `The answer shows ${id}.` })) } });

let standIn: StandIn | undefined;
const settingsFor = (server: StandIn): GraderSettings => ({ baseUrl: server.url, apiKey: "test-key", model: "stand-in-model", dailyBudgetTokens: 100_000, memberDailyCap: 5 });
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

describe("the chat client against a stand-in OpenAI-compatible server", () => {
  it("sends the model, the messages and the key, and returns the content and the tokens used", async () => {
    standIn = await startStandIn(() => ({ content: "{}", usage: 1000 }));
    const result = await chatCompletion(settingsFor(standIn), [{ role: "user", content: "Hello" }]);
    expect(result).toEqual({ ok: true, content: "{}", usage: { promptTokens: 800, completionTokens: 200 } });
    expect(standIn.requests[0]).toEqual({ model: "stand-in-model", messages: [{ role: "user", content: "Hello" }], authorization: "Bearer test-key" });
  });

  it("turns a 429, another error, a time-out and an unreachable server into failures, never a throw", async () => {
    standIn = await startStandIn((_request, index) => [{ status: 429 }, { status: 500 }, { hang: true } as const][index]!);
    const settings = settingsFor(standIn);
    expect(await chatCompletion(settings, [])).toMatchObject({ ok: false, failure: "rate-limited", status: 429, usage: { promptTokens: 240 } });
    expect(await chatCompletion(settings, [])).toMatchObject({ ok: false, failure: "http-error", status: 500 });
    expect(await chatCompletion(settings, [], { timeoutMs: 300 })).toMatchObject({ ok: false, failure: "timeout" });
    expect(await chatCompletion({ ...settings, baseUrl: "http://127.0.0.1:9/v1" }, [])).toMatchObject({ ok: false, failure: "network" });
  });
});

describe("grading an answer three times", () => {
  it("gives each skill the median level with a quote that is in the answer, and counts the tokens of all three asks", async () => {
    standIn = await startStandIn(good());
    const result = await gradeAnswer(settingsFor(standIn), task);
    expect(standIn.requests).toHaveLength(3);
    expect(result).toEqual({
      ok: true,
      dropped: 0,
      usage: { promptTokens: 720, completionTokens: 180 },
      verdicts: [
        { skill: "clarifying", level: 4, quote: "I would ask whether we mean completed rides", reason: "The answer shows clarifying." },
        { skill: "structure", level: 3, quote: "I would ask whether we mean completed rides", reason: "The answer shows structure." },
      ],
    });
  });

  it("drops and counts a quote that is not in the answer, and shows no opinion for it", async () => {
    standIn = await startStandIn(good({ clarifying: 4, structure: 3 }, () => "asks about festival days and weekends"));
    const result = await gradeAnswer(settingsFor(standIn), task);
    expect(result).toMatchObject({ ok: true, dropped: 6, verdicts: [{ skill: "clarifying", level: null }, { skill: "structure", level: null }] });
  });

  it("says no opinion where the three replies differ by more than one level", async () => {
    const levels = [{ clarifying: 2, structure: 3 }, { clarifying: 4, structure: 3 }, { clarifying: 3, structure: 4 }];
    standIn = await startStandIn((request, index) => good(levels[index])(request));
    const result = await gradeAnswer(settingsFor(standIn), task);
    expect(result).toMatchObject({ ok: true, verdicts: [{ skill: "clarifying", level: null }, { skill: "structure", level: 3 }] });
  });

  it("fails as a whole, with nothing to show, on malformed JSON, a 429 or a time-out in any of the three", async () => {
    for (const bad of [{ content: "{\"skills\": [ oops" }, { status: 429 }, { hang: true }] as StandInAnswer[]) {
      standIn = await startStandIn((request, index) => (index === 1 ? bad : good()(request)));
      const result = await gradeAnswer(settingsFor(standIn), task, { timeoutMs: 300 });
      expect(result.ok).toBe(false);
      expect(result).not.toHaveProperty("verdicts");
      await standIn.close();
      standIn = undefined;
    }
  });
});
