import { describe, expect, it } from "vitest";
import { coverageBySkill, coverageLabel, missedChecks, overallCoverage } from "@/lib/mocks/coverage";
import type { MockScript } from "@/lib/mocks/mock-script";
import { nextNodeId, ruleApplies } from "@/lib/mocks/next-node";
import { mockItems } from "@/lib/mocks/mock-items";
import { grade } from "@/lib/drills/grade";
import { sessionItems } from "@/lib/drills/queue";

const rules = [
  { missed: ["goal"], covered: [], to: "probe-goal" },
  { missed: [], covered: ["goal", "user"], to: "deep-dive" },
  { missed: ["user"], covered: ["goal"], to: "probe-user" },
  { missed: [], covered: [], to: "solutions" },
];

describe("next-node rules", () => {
  it("takes the first rule that applies, top to bottom", () => {
    expect(nextNodeId(rules, new Set(["user"]), new Set())).toBe("probe-goal");
    expect(nextNodeId(rules, new Set([]), new Set())).toBe("probe-goal");
    expect(nextNodeId(rules, new Set(["goal", "user"]), new Set())).toBe("deep-dive");
    expect(nextNodeId(rules, new Set(["goal"]), new Set())).toBe("probe-user");
  });

  it("reads missed as any unticked and covered as all ticked", () => {
    const rule = { missed: ["a", "b"], covered: [], to: "x" };
    expect(ruleApplies(rule, new Set(["a"]))).toBe(true);
    expect(ruleApplies(rule, new Set(["a", "b"]))).toBe(false);
    expect(ruleApplies({ missed: [], covered: ["a", "b"], to: "x" }, new Set(["a"]))).toBe(false);
  });

  it("passes over a rule whose node was already asked, and gives null when none is left", () => {
    expect(nextNodeId(rules, new Set(["user"]), new Set(["probe-goal"]))).toBe("solutions");
    expect(nextNodeId(rules, new Set(["user"]), new Set(["probe-goal", "solutions"]))).toBeNull();
  });
});

const script: MockScript = {
  id: "swiggy-test",
  title: "Test",
  type: "product-design",
  companies: ["swiggy"],
  difficulty: "easy",
  minutes: 20,
  skills: ["user-empathy", "prioritisation", "measuring-success"],
  nodes: [
    {
      kind: "node", id: "open", minutes: 3, line: ["Design something."], exemplar: [], rules: [{ missed: [], covered: [], to: "metrics" }],
      checks: [
        { id: "goal", skill: "prioritisation", text: "States the goal." },
        { id: "user", skill: "user-empathy", text: "Picks a user." },
        { id: "pain", skill: "user-empathy", text: "Names a pain." },
      ],
    },
    {
      kind: "node", id: "probe", minutes: 2, line: ["Who is it for?"], exemplar: [], rules: [{ missed: [], covered: [], to: "metrics" }],
      checks: [{ id: "persona", skill: "user-empathy", text: "Describes one person." }, { id: "why", skill: "prioritisation", text: "Says why them." }],
    },
    {
      kind: "node", id: "metrics", minutes: 3, line: ["How do you measure it?"], exemplar: [], rules: [{ missed: [], covered: [], to: "close" }],
      checks: [{ id: "metric", skill: "measuring-success", text: "Gives a success metric." }, { id: "guardrail", skill: "measuring-success", text: "Names a guardrail." }],
    },
    { kind: "closing", id: "close", line: ["Thanks."] },
  ],
};

describe("coverage", () => {
  const answered = [
    { nodeId: "open", ticks: ["goal", "pain"] },
    { nodeId: "metrics", ticks: ["metric", "guardrail"] },
  ];

  it("counts, per skill, the checks ticked of those asked; a node not asked counts for nothing", () => {
    expect(coverageBySkill(script, answered)).toEqual([
      { skill: "user-empathy", covered: 1, asked: 2 },
      { skill: "prioritisation", covered: 1, asked: 1 },
      { skill: "measuring-success", covered: 2, asked: 2 },
    ]);
    expect(overallCoverage(coverageBySkill(script, answered))).toBe(4 / 5);
    expect(overallCoverage(coverageBySkill(script, []))).toBeNull();
    expect(coverageLabel({ covered: 1, asked: 3 })).toBe("1 of 3 (33%)");
    expect(coverageLabel({ covered: 0, asked: 0 })).toBe("not asked");
  });

  it("turns each unticked check of an asked node into a review card named after the script, node and check", () => {
    expect(missedChecks(script, answered)).toEqual([
      { cardId: "mock-swiggy-test-open-user", nodeId: "open", checkId: "user", skill: "user-empathy", text: "Picks a user.", line: ["Design something."] },
    ]);
    expect(missedChecks(script, [{ nodeId: "probe", ticks: [] }]).map((miss) => miss.cardId)).toEqual(["mock-swiggy-test-probe-persona", "mock-swiggy-test-probe-why"]);
  });
});

describe("review cards from misses", () => {
  const items = mockItems(script);

  it("makes each check a drill item carrying the interviewer's line, the check and the mock's address", () => {
    expect(items.map((item) => item.id)).toContain("mock-swiggy-test-open-user");
    expect(items.find((item) => item.id === "mock-swiggy-test-open-user")).toMatchObject({ kind: "mock", title: "Test", line: "Design something.", check: "Picks a user.", mockPath: "/practice/mock/swiggy-test" });
  });

  it("records a miss as Again, and the learner's later recall by their own rating", () => {
    const item = items[0]!;
    expect(grade(item, { kind: "mock", rating: 1 })).toEqual({ rating: 1, result: "missed" });
    expect(grade(item, { kind: "mock", rating: 3 })).toEqual({ rating: 3, result: "right" });
    expect(grade(item, { kind: "define", rating: 3 })).toBeNull();
  });

  it("brings a missed check into a session only once the member holds its card, when it is due", () => {
    const now = new Date("2026-12-03T04:00:00Z");
    const card = (itemId: string, due: string) => ({
      item_id: itemId, due, stability: 1, difficulty: 5, elapsed_days: 0, scheduled_days: 1, learning_steps: 0, reps: 1, lapses: 0, state: 2,
      last_review: "2026-12-02T04:00:00Z", created_at: "2026-12-02T04:00:00Z",
    });
    expect(sessionItems(items, [], now)).toEqual([]);
    const due = sessionItems(items, [card("mock-swiggy-test-open-user", "2026-12-03T03:00:00Z"), card("mock-swiggy-test-probe-why", "2026-12-09T03:00:00Z")], now);
    expect(due.map((item) => item.id)).toEqual(["mock-swiggy-test-open-user"]);
  });
});
