import { describe, expect, it } from "vitest";
import { loadQuestionBank } from "@/lib/practice/question-files";

// The site's own bank, read as the practice pages read it (parsed, not compiled): the example questions are there,
// with the rubric of every type. Parsing some 150 files takes a few seconds on a busy two-core machine.
describe("loadQuestionBank", { timeout: 60_000 }, () => {
  it("reads every question of content/questions with its parts and the rubrics of the eight types", async () => {
    const bank = await loadQuestionBank();
    expect(bank.rubrics.size).toBe(8);
    const question = bank.byId.get("instamart-pune-repeat-drop");
    expect(question).toMatchObject({ type: "execution", minutes: 20, companies: ["swiggy", "zepto"] });
    expect(question?.samples.map((sample) => sample.level)).toEqual(["weak", "strong"]);
    expect(question?.samples[0]?.scores.map((score) => score.score)).toEqual([1, 1, 2, 3]);
    expect(bank.byId.get("tell-me-about-a-conflict-with-engineering")?.skills).toEqual(
      bank.rubrics.get("behavioral")?.skills.map((skill) => skill.id),
    );
    expect(bank.questions.map((item) => item.id)).toEqual([...bank.questions.map((item) => item.id)].sort());
  });

  it("holds the bank the course promises: 150 questions, 100 scored samples over the five levels, every type and company", async () => {
    const { questions } = await loadQuestionBank();
    const samples = questions.flatMap((question) => question.samples);
    expect(questions.length).toBeGreaterThanOrEqual(150);
    expect(samples.length).toBeGreaterThanOrEqual(100);
    expect(questions.filter((question) => question.samples.length > 0).length).toBeGreaterThanOrEqual(20);
    const count = <T,>(values: T[]) => values.reduce((counts, value) => counts.set(value, (counts.get(value) ?? 0) + 1), new Map<T, number>());
    const byType = count(questions.map((question) => question.type));
    expect([...byType.keys()].sort()).toEqual(["ai-product", "analytical", "behavioral", "estimation", "execution", "product-design", "product-strategy", "technical"]);
    expect(Math.min(...byType.values())).toBeGreaterThanOrEqual(6);
    const byCompany = count(questions.flatMap((question) => question.companies));
    expect(byCompany.size).toBe(8);
    expect(Math.min(...byCompany.values())).toBeGreaterThanOrEqual(3);
    const byLevel = count(samples.map((sample) => sample.level));
    expect(byLevel.size).toBe(5);
    // Not all Strong: the weaker answers teach what to avoid and train the Grading Mirror.
    expect((byLevel.get("strong") ?? 0) + (byLevel.get("veryStrong") ?? 0)).toBeLessThan(samples.length / 2);
  });
});
