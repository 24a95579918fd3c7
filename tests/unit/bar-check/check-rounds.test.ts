import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkBarCheckRounds } from "@/lib/content-check/check-bar-check-rounds";
import { roundWindow } from "@/lib/bar-check/rounds";
import type { Question } from "@/lib/practice/question";

const question = (id: string, samples: number, type: Question["type"] = "execution") =>
  ({ id, type, samples: Array.from({ length: samples }, () => ({ level: "strong", body: [], scores: [] })) }) as unknown as Question;
const bank = [question("metric-drop", 2), question("no-samples", 0), question("story", 0, "behavioral")];

async function check(text: string) {
  const dir = await mkdtemp(path.join(tmpdir(), "rounds-"));
  await mkdir(path.join(dir, "bar-check"));
  await writeFile(path.join(dir, "bar-check", "rounds.json"), text);
  return checkBarCheckRounds(dir, () => "content/bar-check/rounds.json", bank);
}

describe("the Bar Check rounds file", () => {
  it("accepts rounds one after another, a question of a type with samples, and 7 days by default", async () => {
    const text = `{ "rounds": [\n  { "id": "a", "question": "metric-drop", "opens": "2026-12-07" },\n  { "id": "b", "question": "no-samples", "opens": "2026-12-14", "days": 3 }\n] }`;
    expect(await check(text)).toEqual([]);
  });

  it("names the file and line of an unknown question, a bad day, a bad length, a reused id and an overlap", async () => {
    const text = [
      `{ "rounds": [`,
      `  { "id": "a", "question": "metric-drop", "opens": "2026-12-07" },`,
      `  { "id": "a", "question": "ghost", "opens": "2026-12-20" },`,
      `  { "id": "c", "question": "metric-drop", "opens": "2026-12-10" },`,
      `  { "id": "d", "question": "story", "opens": "2027-01-10" }`,
      `] }`,
    ].join("\n");
    const problems = await check(text);
    expect(problems.map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([
      `content/bar-check/rounds.json:3 Round id "a" is used twice.`,
      `content/bar-check/rounds.json:3 Round "a" names the question "ghost", which is not in content/questions/.`,
      `content/bar-check/rounds.json:4 Round "c" is open at the same time as round "a".`,
      `content/bar-check/rounds.json:5 Round "d": no question of its type has scored sample answers to anchor the scale.`,
    ]);
    const shape = await check(`{ "rounds": [\n  { "id": "x", "question": "metric-drop", "opens": "2026-02-30", "days": 40 }\n] }`);
    expect(shape.map((p) => `${p.line} ${p.message}`)).toEqual([
      `2 Round 1's "opens": must be a real day written YYYY-MM-DD.`,
      `2 Round 1's "days": Too big: expected number to be <=28.`,
    ]);
  });

  it("opens a round at midnight in India and closes it `days` later", () => {
    const window = roundWindow({ opens: "2026-12-07", days: 7 });
    expect(window.opensAt.toISOString()).toBe("2026-12-06T18:30:00.000Z");
    expect(window.closesAt.toISOString()).toBe("2026-12-13T18:30:00.000Z");
    expect(window.lastDay).toBe("2026-12-13");
  });
});

describe("a round's anchors", async () => {
  const { anchorsFor, anchorValue } = await import("@/lib/bar-check/anchors");
  const { loadQuestionBank } = await import("@/lib/practice/question-files");
  it("are the question's scored samples at their mean editor score, topped up from its type to two a level where the bank has them", async () => {
    const bank = await loadQuestionBank();
    const question = bank.byId.get("cred-new-signups-fell-20-percent")!;
    const anchors = anchorsFor(question, bank.questions);
    expect(anchors.slice(0, question.samples.length).map((anchor) => anchor.value)).toEqual(question.samples.map(anchorValue));
    const perLevel = new Map<number, number>();
    for (const anchor of anchors) perLevel.set(Math.round(anchor.value), (perLevel.get(Math.round(anchor.value)) ?? 0) + 1);
    const sameType = bank.questions.filter((other) => other.type === question.type).flatMap((other) => other.samples.map(anchorValue));
    for (const level of [1, 2, 3, 4, 5]) {
      const available = sameType.filter((value) => Math.round(value) === level).length;
      expect(perLevel.get(level) ?? 0, `level ${level}`).toBeGreaterThanOrEqual(Math.min(2, available));
    }
    for (const anchor of anchors) expect(anchor.answer).not.toMatch(/<|\*\*|\{|^["“]|["”]$/);
  }, 30_000); // Reads and parses the whole bank: seconds on a busy machine.
});
