import { describe, expect, it } from "vitest";
import { commonStarts, rankPartners, slotAt, type MatchCandidate } from "@/features/mocks/matching";
import { fromIndianTime, toIndianTime } from "@/lib/indian-time";

// Wednesday 2 Dec 2026, 10:00 IST.
const NOW = fromIndianTime("2026-12-02T10:00")!;
const ist = (date: Date) => toIndianTime(date);

const candidate = (user_id: string, extra: Partial<MatchCandidate> = {}): MatchCandidate => ({
  user_id, slots: ["sat-morning"], question_types: ["estimation"], interview_date: null, held: 0, no_shows: 0, late_cancels: 0, ...extra,
});
const me = { slots: ["sat-morning", "wed-evening"], question_types: ["estimation", "product-design"], interview_date: "2026-12-20" };

describe("free times both have", () => {
  it("names the weekly time of an IST day and hour", () => {
    expect(slotAt("2026-12-05", 9)).toBe("sat-morning");
    expect(slotAt("2026-12-05", 20)).toBe("sat-evening");
    expect(slotAt("2026-12-05", 21)).toBeNull();
    expect(slotAt("2026-12-05", 8)).toBeNull();
  });

  it("proposes only hours both have free, every week of the window, soonest first", () => {
    const starts = commonStarts(["sat-morning", "wed-evening"], ["sat-morning"], NOW).map(ist);
    expect(starts.slice(0, 4)).toEqual(["2026-12-05T09:00", "2026-12-05T10:00", "2026-12-05T11:00", "2026-12-12T09:00"]);
    // The coming weeks, not only this one: both Saturdays of the next fourteen days.
    expect(starts).toHaveLength(6);
    expect(commonStarts(["sat-morning"], ["sun-morning"], NOW)).toEqual([]);
  });

  it("never proposes a time in the past or within the lead time", () => {
    const starts = commonStarts(["wed-morning", "wed-afternoon"], [], NOW).map(ist);
    // 10:00 now, two hours' lead: noon is the first start today.
    expect(starts[0]).toBe("2026-12-02T12:00");
    expect(starts.every((start) => fromIndianTime(start)!.getTime() > NOW.getTime())).toBe(true);
  });

  it("a member who listed no times is free at any, and a booked hour is skipped", () => {
    const busy = [fromIndianTime("2026-12-05T10:00")!.getTime()];
    expect(commonStarts([], ["sat-morning"], NOW, busy).map(ist).slice(0, 2)).toEqual(["2026-12-05T09:00", "2026-12-05T11:00"]);
  });
});

describe("ranking partners", () => {
  it("leaves out members with no time in common and members blocked", () => {
    const ranked = rankPartners(me, [candidate("apart", { slots: ["mon-morning"] }), candidate("blocked"), candidate("fits")], NOW, { blocked: new Set(["blocked"]) });
    expect(ranked.map((match) => match.member.user_id)).toEqual(["fits"]);
  });

  it("puts shared question types first, then close interview dates", () => {
    const ranked = rankPartners(me, [
      candidate("other-type", { question_types: ["behavioral"], interview_date: "2026-12-20" }),
      candidate("two-types-far", { question_types: ["estimation", "product-design"], interview_date: "2027-06-01" }),
      candidate("one-type-close", { question_types: ["estimation"], interview_date: "2026-12-22" }),
    ], NOW);
    expect(ranked.map((match) => match.member.user_id)).toEqual(["two-types-far", "one-type-close", "other-type"]);
    expect(ranked[1]!.reasons).toEqual(["6 free times in common", "both practise estimation", "interviews 2 days apart", "0 mocks held, 0 no-shows"]);
  });

  it("ranks a good record above no-shows and late cancels", () => {
    const ranked = rankPartners(me, [
      candidate("no-show", { held: 4, no_shows: 1 }),
      candidate("late", { held: 4, late_cancels: 2 }),
      candidate("reliable", { held: 4 }),
      candidate("new"),
    ], NOW);
    expect(ranked.map((match) => match.member.user_id)).toEqual(["reliable", "new", "late", "no-show"]);
  });

  it("offers a few starts per partner on different days, skipping either member's booked hours", () => {
    const [match] = rankPartners(me, [candidate("b")], NOW, { busyOf: new Map([["b", [fromIndianTime("2026-12-05T09:00")!.getTime()]]]), perPartner: 3 });
    expect(match!.starts.map((start) => ist(new Date(start)))).toEqual(["2026-12-05T10:00", "2026-12-05T11:00", "2026-12-12T09:00"]);
    const [two] = rankPartners(me, [candidate("b")], NOW, { perPartner: 2 });
    expect(two!.starts.map((start) => ist(new Date(start)))).toEqual(["2026-12-05T09:00", "2026-12-12T09:00"]);
  });

  it("re-matches within the next day only when asked to, leaving out the member who did not come", () => {
    const others = [candidate("absent", { slots: ["wed-evening"] }), candidate("saturday"), candidate("tonight", { slots: ["wed-evening"] })];
    const soon = rankPartners(me, others, NOW, { blocked: new Set(["absent"]), horizonMs: 86_400_000 });
    expect(soon.map((match) => match.member.user_id)).toEqual(["tonight"]);
    expect(soon[0]!.starts.map((start) => ist(new Date(start)))).toEqual(["2026-12-02T17:00", "2026-12-02T18:00", "2026-12-02T19:00"]);
  });
});
