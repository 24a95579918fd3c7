import { describe, expect, it } from "vitest";
import { loadQuestionBank } from "@/lib/practice/question-files";

// The site's own bank, read as the practice pages read it (parsed, not compiled): the example questions are there,
// with the rubric of every type.
describe("loadQuestionBank", () => {
  it("reads every question of content/questions with its parts and the rubrics of the seven types", async () => {
    const bank = await loadQuestionBank();
    expect(bank.rubrics.size).toBe(7);
    const question = bank.byId.get("instamart-pune-repeat-drop");
    expect(question).toMatchObject({ type: "execution", minutes: 20, companies: ["swiggy", "zepto"] });
    expect(question?.samples.map((sample) => sample.level)).toEqual(["weak", "strong"]);
    expect(question?.samples[0]?.scores.map((score) => score.score)).toEqual([1, 2, 2, 3]);
    expect(bank.byId.get("tell-me-about-a-conflict-with-engineering")?.skills).toEqual(
      bank.rubrics.get("behavioral")?.skills.map((skill) => skill.id),
    );
    expect(bank.questions.map((item) => item.id)).toEqual([...bank.questions.map((item) => item.id)].sort());
  });
});
