import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type Grade } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import type { DefineItem, EstimateItem, TriageItem } from "@/lib/drills/drill-item";
import { grade, Rating as GradeRating } from "@/lib/drills/grade";
import { nextCard, returnDates, type StoredCard } from "@/lib/drills/schedule";

const estimate: EstimateItem = {
  kind: "estimate", id: "population", prompt: "India's population?", answer: "145 crore", value: 145e7, percent: false,
  unit: "people", source: "UN", period: "2024", lesson: "/dashboard/estimation/reference", derivation: "UN figure.",
};
const define: DefineItem = { kind: "define", id: "gmv", term: "GMV", lesson: "/dashboard/analytical/metrics", definition: "d", example: "e" };
const triage: TriageItem = {
  kind: "triage", id: "drop", title: "Drop", lesson: "/dashboard/execution/root-cause", scenario: "s",
  checks: [0, 1, 2, 3].map((index) => ({ text: `c${index}`, why: "w", best: index === 2 })),
};

describe("grade", () => {
  it("maps estimates right, partial and missed to Good, Hard and Again", () => {
    expect(grade(estimate, { kind: "estimate", guess: "150 crore" })).toEqual({ rating: Rating.Good, result: "right" });
    expect(grade(estimate, { kind: "estimate", guess: "1 billion" })).toEqual({ rating: Rating.Hard, result: "partial" });
    expect(grade(estimate, { kind: "estimate", guess: "50 crore" })).toEqual({ rating: Rating.Again, result: "missed" });
    expect(grade(estimate, { kind: "estimate", guess: "many" })).toBeNull();
  });

  it("keeps the learner's own rating for a definition", () => {
    for (const rating of [Rating.Again, Rating.Hard, Rating.Good, Rating.Easy] as Grade[]) {
      expect(grade(define, { kind: "define", rating })?.rating).toBe(rating);
    }
  });

  it("rates the best triage check Good and any other Again", () => {
    expect(grade(triage, { kind: "triage", check: 2 })).toEqual({ rating: Rating.Good, result: "right" });
    expect(grade(triage, { kind: "triage", check: 0 })).toEqual({ rating: Rating.Again, result: "missed" });
    expect(grade(triage, { kind: "triage", check: 7 })).toBeNull();
  });
});

describe("Rating", () => {
  it("is ts-fsrs' own", () => {
    expect(GradeRating).toEqual({ Again: Rating.Again, Hard: Rating.Hard, Good: Rating.Good, Easy: Rating.Easy });
  });
});

describe("nextCard", () => {
  it("gives, for a scripted history, the due dates ts-fsrs gives", () => {
    const reference = fsrs(generatorParameters({ enable_fuzz: false, enable_short_term: false }));
    const start = new Date("2026-12-01T04:00:00Z");
    let expected: Card = createEmptyCard(start);
    let stored: StoredCard | undefined;
    let at = start;
    const history: Grade[] = [Rating.Good, Rating.Good, Rating.Again, Rating.Hard, Rating.Good, Rating.Easy];
    const dues: string[] = [];
    for (const rating of history) {
      expected = reference.next(expected, at, rating).card;
      stored = nextCard("population", stored, rating, at);
      expect(stored.due).toBe(expected.due.toISOString());
      expect(stored.reps).toBe(expected.reps);
      expect(stored.lapses).toBe(expected.lapses);
      dues.push(stored.due.slice(0, 10));
      // The learner comes back on the day the item is due.
      at = new Date(stored.due);
    }
    // Every answer moves the item to a later day.
    expect(new Set(dues).size).toBe(dues.length);
  });

  it("brings a missed new item back the next day, and says when each rating would bring it back", () => {
    const at = new Date("2026-12-01T04:00:00Z");
    expect(nextCard("population", undefined, Rating.Again, at).due).toBe("2026-12-02T04:00:00.000Z");
    expect(returnDates("population", undefined, at)).toEqual({
      1: "2026-12-02T04:00:00.000Z", 2: "2026-12-03T04:00:00.000Z", 3: "2026-12-04T04:00:00.000Z", 4: "2026-12-09T04:00:00.000Z",
    });
  });
});
