import { describe, expect, it } from "vitest";
import { afterGrading } from "@/features/practice/after-grading";
import { filterQuestions, orderQuestions, pickSurprise, readBankFilters } from "@/features/practice/bank-filters";
import { defaultMirrorType, drawSample, gradedSample, mirrorPool, practisedQuestions } from "@/features/practice/mirror-samples";
import { MAX_ANSWER_CHARS } from "@/features/practice/answer-limits";
import { answerSaveSchema, readGrades } from "@/features/practice/practice-schema";
import { attemptToGrade, statusesOf } from "@/features/practice/practice-status";
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

const question = (id: string, type: Question["type"], companies: Question["companies"], samples = 0, difficulty: Question["difficulty"] = "easy") =>
  ({ id, title: id, type, companies, difficulty, minutes: 5, samples: Array.from({ length: samples }, () => ({})) }) as unknown as Question;
const bank = [question("a", "estimation", ["swiggy"], 2), question("b", "estimation", ["cred"], 1), question("c", "behavioral", ["swiggy"])];

describe("the bank's filters and Surprise me", () => {
  it("reads the query string, taking an unknown value as any", () => {
    expect(readBankFilters({ type: "estimation", company: ["swiggy", "cred"], difficulty: "impossible" })).toEqual({ type: "estimation", company: "swiggy", difficulty: undefined, reported: undefined });
  });

  it("filters on type, company and difficulty together", () => {
    expect(filterQuestions(bank, { type: "estimation" }).map((item) => item.id)).toEqual(["a", "b"]);
    expect(filterQuestions(bank, { company: "swiggy" }).map((item) => item.id)).toEqual(["a", "c"]);
    expect(filterQuestions(bank, { company: "swiggy", type: "estimation" }).map((item) => item.id)).toEqual(["a"]);
    expect(filterQuestions(bank, { company: "cred", type: "behavioral" })).toEqual([]);
  });

  it("orders the questions of the plan's companies first, then easy before hard, then by id", () => {
    const mixed = [
      question("hard-swiggy", "execution", ["swiggy"], 0, "hard"),
      question("easy-cred", "execution", ["cred"], 0, "easy"),
      question("medium-both", "execution", ["swiggy", "zepto"], 0, "medium"),
      question("easy-swiggy", "execution", ["swiggy"], 0, "easy"),
      question("medium-meesho", "execution", ["meesho"], 0, "medium"),
    ];
    expect(orderQuestions(mixed, ["swiggy", "zepto"]).map((item) => item.id)).toEqual(["medium-both", "easy-swiggy", "hard-swiggy", "easy-cred", "medium-meesho"]);
    expect(orderQuestions(mixed, []).map((item) => item.id)).toEqual(["easy-cred", "easy-swiggy", "medium-both", "medium-meesho", "hard-swiggy"]);
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

  const practised = practisedQuestions([
    { questionId: "a", submittedAt: "2026-11-27T10:00:00Z" },
    { questionId: "b", submittedAt: null },
    { questionId: "c", submittedAt: "2026-11-27T10:00:00Z" },
  ]);

  it("draws from the chosen type's questions the member has answered, or from any of them when asked", () => {
    expect([...practised]).toEqual(["a", "c"]);
    expect(mirrorPool(bank, "estimation", practised, false)).toEqual([{ question: bank[0], index: 0 }, { question: bank[0], index: 1 }]);
    expect(mirrorPool(bank, "estimation", practised, true)).toHaveLength(3);
    expect(mirrorPool(bank, "behavioral", practised, true)).toEqual([]);
  });

  it("leaves out the questions a lesson shows graded", () => {
    expect(mirrorPool(bank, "estimation", practised, true, new Set(["a"]))).toEqual([{ question: bank[1], index: 0 }]);
  });

  it("defaults to the type with samples the member answered most, else the first type with samples", () => {
    const more = [...bank, question("d", "behavioral", ["cred"], 1), question("e", "behavioral", ["cred"], 1)];
    expect(defaultMirrorType(more, new Set(["a", "d", "e"]))).toBe("behavioral");
    expect(defaultMirrorType(more, new Set(["a"]))).toBe("estimation");
    expect(defaultMirrorType(more, new Set())).toBe("estimation");
    expect(defaultMirrorType([bank[2]!], new Set(["c"]))).toBeNull();
  });

  it("draws an ungraded sample at random, across questions and levels, and never the one graded last", () => {
    const pool = mirrorPool(bank, "estimation", practised, true);
    const drawn = (gradings: Parameters<typeof drawSample>[1]) => [0, 0.4, 0.99].map((roll) => drawSample(pool, gradings, roll)).map((item) => `${item?.question.id}#${item?.index}`);
    expect(drawn([])).toEqual(["a#0", "a#1", "b#0"]);
    expect(drawn([grading("a", 1, 1)])).toEqual(["a#0", "a#0", "b#0"]);
    const all = [grading("a", 0, 3), grading("a", 1, 1), grading("b", 0, 2), grading("a", 1, 4)];
    expect(drawn(all)).toEqual(["a#0", "a#0", "b#0"]);
    expect(drawSample([], [], 0.5)).toBeNull();
    expect(drawSample([pool[0]!], [grading("a", 0, 1)], 0.5)).toEqual(pool[0]);
  });

  it("gives the member's latest grade of each skill of a sample, or null when not graded", () => {
    expect(gradedSample([grading("a", 0, 1, 2), grading("a", 0, 5, 4), grading("a", 1, 6, 1)], "a", 0)).toEqual(new Map([["structure", 4]]));
    expect(gradedSample([], "a", 0)).toBeNull();
  });
});

describe("after an answer", () => {
  const attempt = (startedAt: string, submittedAt: string | null, gradedAt: string | null) => ({ startedAt, submittedAt, gradedAt });

  it("returns to the latest answer while it is submitted and not graded, and to the answer box otherwise", () => {
    const ungraded = attempt("2026-11-27T11:00:00Z", "2026-11-27T11:06:00Z", null);
    const graded = attempt("2026-11-27T10:00:00Z", "2026-11-27T10:06:00Z", "2026-11-27T10:08:00Z");
    expect(attemptToGrade([graded, ungraded])).toBe(ungraded);
    expect(attemptToGrade([ungraded, attempt("2026-11-27T12:00:00Z", null, null)])).toBeNull();
    expect(attemptToGrade([graded])).toBeNull();
    expect(attemptToGrade([])).toBeNull();
  });

  it("shows what a strong answer covers at once for a question without samples, never a button with nothing behind it", () => {
    expect(afterGrading(question("c", "behavioral", ["swiggy"]), { revealedSamples: [] })).toBe("covers");
    expect(afterGrading(question("a", "estimation", ["swiggy"], 2), { revealedSamples: [] })).toBe("reveal-button");
    expect(afterGrading(question("a", "estimation", ["swiggy"], 2), { revealedSamples: [0, 1] })).toBe("samples");
  });
});
