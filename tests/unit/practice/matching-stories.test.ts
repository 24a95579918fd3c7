import { describe, expect, it } from "vitest";
import { storiesFor } from "@/features/practice/matching-stories";
import type { Story } from "@/features/stories/story-schema";

const story = (title: string, competencies: Story["competencies"]): Story => ({
  id: title, title, situation: "s", task: "t", action: "a", result: "r", happened: "", numbers: "", competencies,
});

describe("storiesFor", () => {
  it("puts the stories that show what the question asks first, the others after, each in the bank's order", () => {
    const bank = [story("Pune late orders", ["impact"]), story("The failed loyalty pilot", ["failure", "mistake"]), story("Standing up to the CEO", ["conflict-senior"]), story("Wrong cohort", ["mistake"])];
    const { matching, others } = storiesFor(bank, ["failure", "mistake"]);
    expect(matching.map((item) => item.title)).toEqual(["The failed loyalty pilot", "Wrong cohort"]);
    expect(others.map((item) => item.title)).toEqual(["Pune late orders", "Standing up to the CEO"]);
  });

  it("matches nothing for a question that names no competency", () => {
    expect(storiesFor([story("Pune late orders", ["impact"])], []).matching).toEqual([]);
  });
});
