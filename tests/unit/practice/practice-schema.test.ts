import { describe, expect, it } from "vitest";
import { filterQuestions, pickSurprise, readBankFilters } from "@/features/practice/bank-filters";
import { gradedSample, nextSample } from "@/features/practice/mirror-samples";
import { MAX_ANSWER_CHARS } from "@/features/practice/answer-limits";
import { answerSaveSchema, readGrades } from "@/features/practice/practice-schema";
import { statusesOf } from "@/features/practice/practice-status";
import type { Question } from "@/lib/practice/question";

const save = { attemptId: "6f1c1b8e-3a52-4a5e-9f43-2b1f0a7c9d10", questionId: "a-launch-that-failed", answer: "My answer", seconds: "95" };

describe("answerSaveSchema", () => {
  it("takes an answer up to the limit, with the clock's seconds as a number", () => {
    expect(answerSaveSchema.parse({ ...save, answer: "x".repeat(MAX_ANSWER_CHARS) }).seconds).toBe(95);
  });

  it("refuses an answer over the limit with its length and the limit", () => {
    const result = answerSaveSchema.safeParse({ ...save, answer: "x".repeat(20_345) });
    expect(result.error?.issues[0]?.message).toBe("Your answer is 20,345 characters; the limit is 20,000. Shorten it to save it: it stays in the box meanwhile.");
  });

  it("refuses an attempt id that is not a uuid and a question id that is not a file name", () => {
    expect(answerSaveSchema.safeParse({ ...save, attemptId: "1" }).error?.issues[0]?.message).toBe("That attempt cannot be found. Reload the page.");
    expect(answerSaveSchema.safeParse({ ...save, questionId: "../etc" }).error?.issues[0]?.message).toBe("That question cannot be found.");
  });
});

describe("readGrades", () => {
  const skills = [
    { id: "story-choice", name: "Story choice" },
    { id: "results", name: "Results" },
    { id: "reflection", name: "Reflection" },
  ];
  const form = (grades: Record<string, string>) => {
    const data = new FormData();
    for (const [skill, grade] of Object.entries(grades)) data.set(`grade-${skill}`, grade);
    return data;
  };

  it("reads a level from 1 to 5 for every skill", () => {
    expect(readGrades(skills, form({ "story-choice": "1", results: "5", reflection: "3" }))).toEqual({ grades: { "story-choice": 1, results: 5, reflection: 3 } });
  });

  it("names the skills without a level, in the form's order, and counts a level outside 1-5 as none", () => {
    expect(readGrades(skills, form({ results: "4" }))).toEqual({ missing: "Choose a level for every skill: Story choice and Reflection have none yet." });
    expect(readGrades(skills, form({ "story-choice": "2", results: "6", reflection: "0" }))).toEqual({ missing: "Choose a level for every skill: Results and Reflection have none yet." });
    expect(readGrades(skills, form({ "story-choice": "2", results: "4" }))).toEqual({ missing: "Choose a level for every skill: Reflection has none yet." });
  });
});

const question = (id: string, type: Question["type"], companies: Question["companies"], samples = 0) =>
  ({ id, title: id, type, companies, difficulty: "easy", minutes: 5, samples: Array.from({ length: samples }, () => ({})) }) as unknown as Question;
const bank = [question("a", "estimation", ["swiggy"], 2), question("b", "estimation", ["cred"], 1), question("c", "behavioral", ["swiggy"])];

describe("the bank's filters and Surprise me", () => {
  it("reads the query string, taking an unknown value as any", () => {
    expect(readBankFilters({ type: "estimation", company: ["swiggy", "cred"], difficulty: "impossible" })).toEqual({ type: "estimation", company: "swiggy", difficulty: undefined });
  });

  it("filters by type, company and difficulty together", () => {
    expect(filterQuestions(bank, { type: "estimation", company: "swiggy" }).map((item) => item.id)).toEqual(["a"]);
    expect(filterQuestions(bank, { company: "swiggy" }).map((item) => item.id)).toEqual(["a", "c"]);
    expect(filterQuestions(bank, { difficulty: "hard" })).toEqual([]);
  });

  it("picks an untried question of the chosen filters, a tried one when all are, none when nothing matches", () => {
    const status = statusesOf([
      { questionId: "a", submittedAt: "2026-11-27T10:00:00Z", gradedAt: null },
      { questionId: "a", submittedAt: "2026-11-27T11:00:00Z", gradedAt: "2026-11-27T11:05:00Z" },
      { questionId: "b", submittedAt: null, gradedAt: null },
    ]);
    expect([status("a"), status("b"), status("c")]).toEqual(["graded", "not-tried", "not-tried"]);
    const estimation = filterQuestions(bank, { type: "estimation" });
    for (const roll of [0, 0.5, 0.999]) expect(pickSurprise(estimation, status, roll)?.id).toBe("b");
    expect(pickSurprise(estimation, () => "tried", 0.99)?.id).toBe("b");
    expect(pickSurprise([], status, 0)).toBeNull();
  });
});

describe("the Mirror's samples", () => {
  const at = (minute: number) => `2026-11-27T10:0${minute}:00Z`;
  const grading = (questionId: string, sampleIndex: number, minute: number, learner = 3) => ({ questionId, sampleIndex, skill: "structure", learner, at: at(minute) });

  it("offers the first sample not graded yet, then the one graded longest ago", () => {
    expect(nextSample(bank, [])).toEqual({ question: bank[0], index: 0 });
    expect(nextSample(bank, [grading("a", 0, 1)])).toEqual({ question: bank[0], index: 1 });
    const all = [grading("a", 0, 3), grading("a", 1, 1), grading("b", 0, 2), grading("a", 1, 4)];
    expect(nextSample(bank, all)).toEqual({ question: bank[1], index: 0 });
    expect(nextSample([bank[2]!], [])).toBeNull();
  });

  it("gives the member's latest grade of each skill of a sample, or null when not graded", () => {
    expect(gradedSample([grading("a", 0, 1, 2), grading("a", 0, 5, 4), grading("a", 1, 6, 1)], "a", 0)).toEqual(new Map([["structure", 4]]));
    expect(gradedSample([], "a", 0)).toBeNull();
  });
});
