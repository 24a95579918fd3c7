import { describe, expect, it } from "vitest";
import { findQuote, splitAtQuote } from "@/lib/grader/quotes";
import { parseGraderReply, type GraderReply } from "@/lib/grader/reply-schema";
import { checkReply, combineAsks, droppedQuotes } from "@/lib/grader/verdicts";

const ANSWER = "First I would ask whether we mean completed rides.\nThen I split   Bengaluru's riders by age and income.";
const SKILLS = ["clarifying", "structure"];
const reply = (clarifying: number | null, structure: number | null, quotes: [string | null, string | null] = ["ask whether we mean completed rides", "split Bengaluru's riders by age"]): GraderReply => ({
  skills: [
    { skill: "clarifying", level: clarifying, quote: quotes[0], reason: "Asks the question that changes the number." },
    { skill: "structure", level: structure, quote: quotes[1], reason: "Segments before multiplying." },
  ],
});

describe("quotes", () => {
  it("are found ignoring case and whitespace, with the answer's own offsets", () => {
    const found = findQuote(ANSWER, "COMPLETED RIDES. Then   i split");
    expect(found).not.toBeNull();
    expect(ANSWER.slice(found!.start, found!.end)).toBe("completed rides.\nThen I split");
    expect(findQuote(ANSWER, "split Bengaluru’s riders")).not.toBeNull();
    expect(splitAtQuote(ANSWER, "by age and income.")).toEqual([ANSWER.slice(0, ANSWER.indexOf("by age")), "by age and income.", ""]);
  });

  it("are refused when not word for word in the answer, or too short to be evidence", () => {
    expect(findQuote(ANSWER, "ask whether we mean booked rides")).toBeNull();
    expect(findQuote(ANSWER, "completed rides")).toBeNull();
    expect(findQuote(ANSWER, "completed.*rides")).toBeNull();
    expect(splitAtQuote(ANSWER, null)).toBeNull();
  });
});

describe("a reply", () => {
  it("parses from JSON (or fenced JSON) that fits the schema, and nothing else", () => {
    expect(parseGraderReply(JSON.stringify(reply(3, 4)))).toEqual(reply(3, 4));
    expect(parseGraderReply("```json\n" + JSON.stringify(reply(3, 4)) + "\n```")).toEqual(reply(3, 4));
    expect(parseGraderReply("{\"skills\": [")).toBeNull();
    expect(parseGraderReply(JSON.stringify({ skills: [{ skill: "clarifying", level: 6, quote: null, reason: "x" }] }))).toBeNull();
    expect(parseGraderReply(JSON.stringify({ skills: [{ skill: "clarifying", level: 3, quote: null, reason: "two\nlines" }] }))).toBeNull();
    expect(parseGraderReply(JSON.stringify({ ...reply(3, 4), score: 9 }))).toBeNull();
  });

  it("loses a skill whose quote is not in the answer, or that scores above Weak with no quote, and counts it", () => {
    const checked = checkReply(reply(4, 3, ["asks about festival days first", null]), ANSWER, SKILLS);
    expect(checked.dropped).toBe(2);
    expect([...checked.skills.values()]).toEqual([null, null]);
    const low = checkReply(reply(4, 2, ["ask whether we mean completed rides", null]), ANSWER, SKILLS);
    expect(low.dropped).toBe(0);
    expect(low.skills.get("structure")).toEqual({ level: 2, quote: null, reason: "Segments before multiplying." });
  });

  it("gives nothing for a skill left out, repeated, not the question's or with no level", () => {
    const repeated: GraderReply = { skills: [...reply(3, 3).skills, { skill: "structure", level: 5, quote: null, reason: "Again." }, { skill: "other", level: 5, quote: null, reason: "Not asked." }] };
    const checked = checkReply(repeated, ANSWER, SKILLS);
    expect(checked.skills.get("structure")).toBeNull();
    expect(checked.skills.get("clarifying")?.level).toBe(3);
    expect(checkReply(reply(null, 3), ANSWER, SKILLS).skills.get("clarifying")).toBeNull();
  });
});

describe("three asks", () => {
  const ask = (clarifying: number | null, structure: number | null) => checkReply(reply(clarifying, structure), ANSWER, SKILLS);

  it("show the median where all three lie within one level, and no opinion where they spread wider", () => {
    const verdicts = combineAsks([ask(3, 2), ask(4, 4), ask(3, 5)], SKILLS);
    expect(verdicts[0]).toEqual({ skill: "clarifying", level: 3, quote: "ask whether we mean completed rides", reason: "Asks the question that changes the number." });
    expect(verdicts[1]).toEqual({ skill: "structure", level: null });
  });

  it("give no opinion where any ask gave nothing, or with fewer than three asks", () => {
    expect(combineAsks([ask(3, 3), ask(null, 3), ask(3, 3)], SKILLS).map((verdict) => verdict.level)).toEqual([null, 3]);
    expect(combineAsks([ask(3, 3), ask(3, 3)], SKILLS).map((verdict) => verdict.level)).toEqual([null, null]);
  });

  it("count every quote dropped across the asks", () => {
    const bad = checkReply(reply(3, 3, ["not in the answer at all", "split Bengaluru's riders by age"]), ANSWER, SKILLS);
    expect(droppedQuotes([bad, bad, ask(3, 3)])).toBe(2);
  });
});
