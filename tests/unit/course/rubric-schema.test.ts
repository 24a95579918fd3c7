import { describe, expect, it } from "vitest";
import { formatIssues } from "@/lib/course/format-issues";
import { rubricLevels, rubricSchema } from "@/lib/course/rubric-schema";

const skill = {
  id: "isolating-variables",
  name: "Isolating variables",
  description: "Separates causes one at a time.",
  example: "Checks whether the Swiggy drop is in one city before blaming the app.",
  levels: { veryWeakOrMissing: "a", weak: "b", neutral: "c", strong: "d", veryStrong: "e" },
};
const rubric = { title: "Execution rubric", intro: "Score each skill.", skills: [skill] };
const problems = (data: unknown) => {
  const result = rubricSchema.safeParse(data);
  return result.success ? [] : formatIssues(result.error, data);
};

describe("rubricSchema", () => {
  it("accepts a rubric whose skills have all five levels", () => {
    expect(rubricSchema.parse(rubric)).toEqual(rubric);
  });

  it("names the skill that misses its levels", () => {
    const withoutLevels: Partial<typeof skill> = { ...skill };
    delete withoutLevels.levels;
    expect(problems({ ...rubric, skills: [skill, withoutLevels] })).toEqual([
      'skills > #2 "Isolating variables" > levels: needs the five levels: veryWeakOrMissing, weak, neutral, strong, veryStrong',
    ]);
  });

  it("names an empty level and an unknown one", () => {
    const levels = { ...skill.levels, weak: "", excellent: "f" };
    expect(problems({ ...rubric, skills: [{ ...skill, levels }] })).toEqual([
      'skills > #1 "Isolating variables" > levels > weak: must not be empty',
      'skills > #1 "Isolating variables" > levels: unknown field excellent: remove or rename it',
    ]);
  });

  it("refuses a skill id that grades could not keep referring to", () => {
    expect(problems({ ...rubric, skills: [{ ...skill, id: "Isolating variables" }] })).toEqual([
      'skills > #1 "Isolating variables" > id: must be lowercase words and dashes',
    ]);
  });

  it("requires at least one skill and a title", () => {
    expect(problems({ intro: "x", skills: [] })).toEqual(["title: is required", "skills: needs at least one skill"]);
  });
});

describe("rubricLevels", () => {
  it("lists the five levels from worst to best with their labels", () => {
    expect(rubricLevels.map((level) => level.label)).toEqual([
      "Very Weak or Missing",
      "Weak",
      "Neutral",
      "Strong",
      "Very Strong",
    ]);
    expect(rubricLevels.map((level) => level.key)).toEqual(Object.keys(skill.levels));
  });
});
