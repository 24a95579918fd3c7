import { describe, expect, it } from "vitest";
import { checkSampleLengths, wordFloor } from "@/lib/content-check/check-sample-lengths";
import { compileMdx } from "@/lib/content-check/mdx-tree";
import { parseQuestion } from "@/lib/practice/parse-question";
import type { Question, SampleAnswer, Score } from "@/lib/practice/question";

const LEVELS = ["veryWeakOrMissing", "weak", "neutral", "strong", "veryStrong"] as const;
type Level = (typeof LEVELS)[number];

/** A sample of `words` words at `level`, with a communication score and reason. */
function sample(level: Level, words: number, communication: { score: Score; reason: string } = { score: 3, reason: "Follows a plan." }, line = 30): SampleAnswer {
  const text = Array.from({ length: words }, (_, index) => `word${index}`).join(" ");
  return { level, line, body: [{ type: "paragraph", children: [{ type: "text", value: text }] }], scores: [{ skill: "communication", line: line + 4, ...communication }] };
}

function question(id: string, samples: SampleAnswer[], minutes = 20, type: Question["type"] = "analytical"): Question {
  return { id, title: id, type, companies: ["swiggy"], difficulty: "medium", minutes, skills: ["communication"], lessons: [], prompt: [], probes: [], covers: [], samples };
}

/** A type's bank that meets the per-type minimums: 36 samples, at least 4 at each level, each long enough. */
const fullBank = (type: Question["type"]) =>
  Array.from({ length: 36 }, (_, index) => question(`${type}-${index}`, [sample(LEVELS[index % 5] ?? "neutral", 300)], 20, type));

const check = (questions: Question[]) =>
  checkSampleLengths(questions, (id) => `content/questions/${id}.mdx`, "content/questions").map(
    (problem) => `${problem.file}${problem.line ? `:${problem.line}` : ""}: ${problem.message}`,
  );

describe("wordFloor", () => {
  it("scales with the minutes allowed, above a floor for every level", () => {
    expect([wordFloor("veryWeakOrMissing", 8), wordFloor("veryWeakOrMissing", 25)]).toEqual([60, 75]);
    expect([wordFloor("weak", 10), wordFloor("neutral", 20), wordFloor("weak", 25)]).toEqual([150, 160, 200]);
    expect([wordFloor("strong", 8), wordFloor("veryStrong", 25)]).toEqual([200, 250]);
  });
});

describe("checkSampleLengths", () => {
  it("accepts a bank whose samples reach their floors and whose types have enough samples at every level", () => {
    expect(check(fullBank("analytical"))).toEqual([]);
  });

  it("refuses a sample below its level's floor, at its line, with the floor and the count", () => {
    const bank = fullBank("analytical");
    bank[0] = question("swiggy-drop", [sample("weak", 74, undefined, 41)]);
    bank[1] = question("cred-guess", [sample("veryWeakOrMissing", 59, undefined, 12)], 8);
    bank[2] = question("at-the-floor", [sample("strong", 200)], 20);
    expect(check(bank)).toEqual([
      "content/questions/swiggy-drop.mdx:41: A weak sample on a 20-minute question needs at least 160 words; this one has 74.",
      "content/questions/cred-guess.mdx:12: A very weak or missing sample on an 8-minute question needs at least 60 words; this one has 59.",
    ]);
  });

  it("refuses a Communication score of 4 or 5 that credits brevity, but not a lower score or another word", () => {
    const bank = fullBank("estimation");
    bank[0] = question("a", [sample("strong", 300, { score: 4, reason: "Short and clear, with a final number." })], 8, "estimation");
    bank[1] = question("b", [sample("veryStrong", 300, { score: 5, reason: "A crisp recap of the path." })], 8, "estimation");
    bank[2] = question("c", [sample("neutral", 300, { score: 3, reason: "Brief, but ends without a number." })], 8, "estimation");
    bank[3] = question("d", [sample("strong", 300, { score: 4, reason: "Signposts each step and weighs short-term against long-term." })], 8, "estimation");
    expect(check(bank)).toEqual([
      'content/questions/a.mdx:34: The communication score of 4 credits brevity ("Short").',
      'content/questions/b.mdx:34: The communication score of 5 credits brevity ("crisp").',
    ]);
  });

  it("refuses a question without a sample answer", () => {
    expect(check([...fullBank("analytical"), question("no-samples", [])])).toEqual(["content/questions/no-samples.mdx: This question has no sample answer."]);
  });

  it("refuses a type with fewer than 36 samples, or fewer than 4 at a level, and leaves alone types the bank does not have", () => {
    const tooFew = fullBank("estimation").slice(1);
    expect(check([...fullBank("analytical"), ...tooFew])).toEqual([
      "content/questions: The estimation questions have 35 sample answers (Very Weak or Missing 7, Weak 7, Neutral 7, Strong 7, Very Strong 7); a type needs at least 36, with at least 4 at every level.",
    ]);
    const lopsided = fullBank("technical").map((item, index) => (index < 5 ? item : { ...item, samples: item.samples.map((entry) => ({ ...entry, level: entry.level === "veryStrong" ? "strong" : entry.level })) }));
    expect(check(lopsided)).toEqual([
      "content/questions: The technical questions have 36 sample answers (Very Weak or Missing 8, Weak 7, Neutral 7, Strong 13, Very Strong 1); a type needs at least 36, with at least 4 at every level.",
    ]);
  });

  it("counts the words of the answer only, not its <Score> lines, and reports the line of the <SampleAnswer> tag", async () => {
    const reason = Array.from({ length: 200 }, () => "because").join(" ");
    const answer = Array.from({ length: 120 }, () => "word").join(" ");
    const source = `---
title: A drop
type: analytical
companies: swiggy
difficulty: medium
minutes: 20
skills: clarifying-the-problem, communication
lessons: /dashboard/analytical/metrics
---

<Prompt>

Why did it drop?

</Prompt>

<Probe when="First">Which first?</Probe>
<Probe when="Then">Why?</Probe>

<Covers>

- The goal.

</Covers>

<SampleAnswer level="neutral">

"${answer}"

<Score skill="clarifying-the-problem" score={2}>Asks nothing.</Score>
<Score skill="communication" score={3}>${reason}</Score>

</SampleAnswer>
`;
    const context = { rubricSkills: new Map([["analytical", ["clarifying-the-problem", "communication"]]]), lessonPaths: ["/dashboard/analytical/metrics"] };
    const { question: parsed, problems } = await parseQuestion("a-drop", source, compileMdx, context);
    expect(problems).toEqual([]);
    expect(check([...fullBank("analytical"), parsed as Question])).toEqual([
      "content/questions/a-drop.mdx:26: A neutral sample on a 20-minute question needs at least 160 words; this one has 120.",
    ]);
  });
});
