import { describe, expect, it } from "vitest";
import type { DrillItem, DrillKind } from "@/lib/drills/drill-item";
import { dueCount, NEW_PER_DAY, sessionItems, type MemberCard } from "@/lib/drills/queue";

// 10:30 in India on 2 December 2026.
const NOW = new Date("2026-12-02T05:00:00Z");
const HOUR = 3_600_000;

/** An item as the queue sees it: its kind and id are all it reads. */
const item = (kind: DrillKind, id: string) => ({ kind, id }) as DrillItem;
/** A member's card for `id`, due `dueIn` hours from now (negative: overdue), made at `created`. */
const card = (id: string, dueIn: number, created = "2026-11-20T05:00:00Z"): MemberCard =>
  ({ item_id: id, due: new Date(NOW.getTime() + dueIn * HOUR).toISOString(), created_at: created }) as MemberCard;
const ids = (items: DrillItem[]) => items.map((one) => one.id);

const estimates = Array.from({ length: 6 }, (_, index) => item("estimate", `e${index}`));
const definitions = Array.from({ length: 6 }, (_, index) => item("define", `d${index}`));
const triages = Array.from({ length: 6 }, (_, index) => item("triage", `t${index}`));
const bank = [...estimates, ...definitions, ...triages];

describe("sessionItems, the daily drill queue", () => {
  it("gives a new member ten new items, the kinds taken in turn", () => {
    const today = sessionItems(bank, [], NOW);
    expect(today).toHaveLength(NEW_PER_DAY);
    expect(ids(today)).toEqual(["e0", "d0", "t0", "e1", "d1", "t1", "e2", "d2", "t2", "e3"]);
  });

  it("puts what is due first, the longest overdue first, leaves out what is not due yet, then brings in new items", () => {
    const cards = [card("d3", -2), card("e5", -48), card("t1", 5), card("e0", -0.5)];
    const today = sessionItems(bank, cards, NOW);
    expect(ids(today).slice(0, 3)).toEqual(["e5", "d3", "e0"]);
    expect(ids(today)).not.toContain("t1");
    expect(ids(today).slice(3, 6)).toEqual(["e1", "d0", "t0"]);
    expect(today).toHaveLength(3 + NEW_PER_DAY);
  });

  it("brings in fewer new items after some were begun today, counting the day in India", () => {
    // 00:30 and 10:00 on 2 December in India: begun today. 23:30 on 1 December in India: yesterday.
    const begun = [card("e0", 24, "2026-12-01T19:00:00Z"), card("d0", 24, "2026-12-02T04:30:00Z"), card("t0", 24, "2026-12-01T18:00:00Z")];
    const today = sessionItems(bank, begun, NOW);
    expect(today).toHaveLength(NEW_PER_DAY - 2);
    expect(ids(today)).not.toContain("e0");
    const full = Array.from({ length: NEW_PER_DAY }, (_, index) => card(bank[index]!.id, 24, "2026-12-02T01:00:00Z"));
    expect(sessionItems(bank, full, NOW)).toEqual([]);
  });

  it("for a drill of one kind, gives that kind's due items, then new ones and those coming due soonest, ten beyond the due", () => {
    const cards = [card("e4", -1), card("e2", 30), card("e3", 3), card("d0", -5)];
    const drill = sessionItems(bank, cards, NOW, "estimate");
    expect(ids(drill)).toEqual(["e4", "e0", "e1", "e5", "e3", "e2"]);
    const many = Array.from({ length: 15 }, (_, index) => item("estimate", `x${String(index).padStart(2, "0")}`));
    expect(sessionItems(many, [], NOW, "estimate")).toHaveLength(10);
  });

  it("counts the items due now for the sidebar", () => {
    expect(dueCount([card("a", -1), card("b", 0), card("c", 1)], NOW)).toBe(2);
  });
});
