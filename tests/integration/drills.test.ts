import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readDrillEvidence } from "@/features/drills/load-drill-evidence";
import { saveReview, saveSession } from "@/features/drills/save-review";
import type { DrillReview } from "@/features/drills/review-schema";
import { indianDay } from "@/lib/indian-time";
import type { EstimateItem, TriageItem } from "@/lib/drills/drill-item";
import { countRows, databaseKinds, newMember, startTestBackend, type TestBackend } from "./harness";

type Member = Awaited<ReturnType<typeof newMember>>;

const upi: EstimateItem = {
  kind: "estimate", id: "upi-transactions-month", prompt: "How many UPI transactions in December 2025?", answer: "21.6 billion",
  value: 21.6e9, percent: false, unit: "transactions a month", source: "NPCI", period: "December 2025",
  lesson: "/dashboard/estimation/reference", derivation: "70 crore a day for 31 days.",
};
const triage: TriageItem = {
  kind: "triage", id: "upi-success-rate-drop", title: "UPI success rate drops", lesson: "/dashboard/execution/root-cause", scenario: "It fell.",
  checks: [{ text: "Split by bank", why: "Finds it", best: true }, { text: "Roll back", why: "Too soon", best: false }, { text: "Reviews", why: "Late", best: false }, { text: "Survey", why: "Slow", best: false }],
};
const review = (itemId: string, answer: DrillReview["answer"], at: Date, id = randomUUID()): DrillReview => ({
  type: "review", id, itemId, answer, at: at.toISOString(), sessionId: null,
});
const HOUR = 3_600_000;

// What the drills page relies on: an answer is recorded once however often it is sent, a late answer never moves a
// card back, the card's state is the one ts-fsrs gave, and everything goes with the account.
describe.each(databaseKinds())("drills on %s", (kind) => {
  let backend: TestBackend;
  let member: Member;

  beforeAll(async () => {
    backend = await startTestBackend(kind);
    member = await newMember(backend, "Drill One");
    // The answers below are dated hours back: the account is older than they are, as a real member's would be.
    await backend.db.transaction((tx) => tx.query("update auth.users set created_at = now() - interval '2 days' where id = $1", [member.user.id]));
  });
  afterAll(async () => {
    await backend?.close();
  });

  const card = async (itemId: string) =>
    (await member.client.from("drill_cards").select("due, reps, last_review").eq("item_id", itemId).single()).data;
  const answers = (itemId: string) => countRows(backend, "select count(*) as n from public.drill_reviews where user_id = $1 and item_id = $2", [member.user.id, itemId]);

  it("records an answer sent twice once, and the card once", async () => {
    const first = review(upi.id, { kind: "estimate", guess: "20 billion" }, new Date(Date.now() - 2 * HOUR));
    expect(await saveReview(member.client, upi, first)).toBe("recorded");
    const after = await card(upi.id);
    expect(after?.reps).toBe(1);
    expect(await saveReview(member.client, upi, first)).toBe("duplicate");
    // Straight to the function too, as a replayed request would arrive: the same id changes nothing.
    const replayed = await member.client.rpc("record_drill_review", {
      p_id: first.id, p_item_id: upi.id, p_kind: "estimate", p_rating: 3, p_result: "right", p_reviewed_at: new Date().toISOString(),
      p_session_id: null, p_previous_review: after?.last_review, p_due: new Date(Date.now() + 9e9).toISOString(), p_stability: 1,
      p_difficulty: 5, p_elapsed_days: 0, p_scheduled_days: 100, p_learning_steps: 0, p_reps: 9, p_lapses: 0, p_state: 2,
    });
    expect(replayed.data).toBe("duplicate");
    expect(await answers(upi.id)).toBe(1);
    expect(await card(upi.id)).toEqual(after);
  });

  it("refuses an answer older than the card's last one, so the card does not move back", async () => {
    const later = review(triage.id, { kind: "triage", check: 1 }, new Date(Date.now() - HOUR));
    const earlier = review(triage.id, { kind: "triage", check: 0 }, new Date(Date.now() - 3 * HOUR));
    expect(await saveReview(member.client, triage, later)).toBe("recorded");
    const after = await card(triage.id);
    expect(await saveReview(member.client, triage, earlier)).toBe("stale");
    // Sent to the function directly, past the app's own check, the database refuses it all the same.
    const direct = await member.client.rpc("record_drill_review", {
      p_id: earlier.id, p_item_id: triage.id, p_kind: "triage", p_rating: 3, p_result: "right", p_reviewed_at: earlier.at,
      p_session_id: null, p_previous_review: after?.last_review, p_due: new Date(Date.now() + 9e9).toISOString(), p_stability: 9,
      p_difficulty: 5, p_elapsed_days: 0, p_scheduled_days: 100, p_learning_steps: 0, p_reps: 9, p_lapses: 0, p_state: 2,
    });
    expect(direct.data).toBe("stale");
    expect(await card(triage.id)).toEqual(after);
    expect(await answers(triage.id)).toBe(1);
  });

  it("records a finished session once", async () => {
    const session = { type: "session" as const, id: randomUUID(), at: new Date().toISOString(), answers: 2 };
    await saveSession(member.client, session);
    await saveSession(member.client, session);
    expect(await countRows(backend, "select count(*) as n from public.drill_sessions where user_id = $1", [member.user.id])).toBe(1);
  });

  // A drill answer as the function takes it: a card state ts-fsrs could give for an answer an hour ago.
  const direct = (who: Member, overrides: Record<string, unknown> = {}) =>
    who.client.rpc("record_drill_review", {
      p_id: randomUUID(), p_item_id: "cac-ltv-ratio", p_kind: "define", p_rating: 3, p_result: "right",
      p_reviewed_at: new Date(Date.now() - HOUR).toISOString(), p_session_id: null, p_previous_review: null,
      p_due: new Date(Date.now() + 2 * 86_400_000).toISOString(), p_stability: 2.3, p_difficulty: 5.1, p_elapsed_days: 0,
      p_scheduled_days: 2, p_learning_steps: 0, p_reps: 1, p_lapses: 0, p_state: 2, ...overrides,
    });

  it("takes another member's answer and session ids as new ones of this member: never 'a duplicate', never theirs", async () => {
    const second = await newMember(backend, "Drill Two");
    await backend.db.transaction((tx) => tx.query("update auth.users set created_at = now() - interval '2 days' where id = $1", [second.user.id]));
    const taken = await member.client.from("drill_reviews").select("id").limit(1).single();
    expect((await direct(second, { p_id: taken.data!.id })).data).toBe("recorded");
    expect(await countRows(backend, "select count(*) as n from public.drill_reviews where id = $1", [taken.data!.id])).toBe(2);
    const session = await member.client.from("drill_sessions").select("id").limit(1).single();
    expect((await second.client.rpc("record_drill_session", { p_id: session.data!.id, p_finished_at: new Date().toISOString(), p_answers: 1 })).data).toBe("recorded");
    expect((await second.client.from("drill_sessions").select("id")).data).toEqual([{ id: session.data!.id }]);
  });

  it("refuses a card state ts-fsrs cannot give and an answer dated before the member's account, changing nothing", async () => {
    const learner = await newMember(backend, "Drill Odd");
    await backend.db.transaction((tx) => tx.query("update auth.users set created_at = now() - interval '2 days' where id = $1", [learner.user.id]));
    const before = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const cases: Record<string, unknown>[] = [
      { p_stability: "NaN" }, { p_stability: "Infinity" }, { p_difficulty: "NaN" }, { p_difficulty: 11 },
      { p_due: "infinity" }, { p_due: new Date(Date.now() + 200 * 365 * 86_400_000).toISOString() },
      { p_due: new Date(Date.now() - 2 * HOUR).toISOString() }, { p_reps: 1, p_lapses: 5 }, { p_scheduled_days: 1_000_000 },
      { p_reviewed_at: before, p_due: new Date().toISOString() }, { p_reviewed_at: "-infinity" },
    ];
    for (const odd of cases) expect((await direct(learner, odd)).data, JSON.stringify(odd)).toBe("refused");
    expect((await learner.client.rpc("record_drill_session", { p_id: randomUUID(), p_finished_at: before, p_answers: 1 })).data).toBe("refused");
    for (const table of ["drill_cards", "drill_reviews", "drill_sessions"]) {
      expect(await countRows(backend, `select count(*) as n from public.${table} where user_id = $1`, [learner.user.id])).toBe(0);
    }
    expect((await direct(learner, { p_reviewed_at: new Date().toISOString() })).data).toBe("recorded");
  });

  it("records at most 100 sessions a member a day, with a plain message, whatever finishing time the browser sends", async () => {
    const busy = await newMember(backend, "Drill Busy");
    const session = (at: Date) => busy.client.rpc("record_drill_session", { p_id: randomUUID(), p_finished_at: at.toISOString(), p_answers: 1 });
    for (let index = 0; index < 100; index++) expect((await session(new Date())).data).toBe("recorded");
    const extra = await session(new Date());
    expect(extra.error?.message).toBe("That is 100 drill sessions in a day: come back tomorrow.");
    expect(extra.status).toBe(400);
    expect(await countRows(backend, "select count(*) as n from public.drill_sessions where user_id = $1", [busy.user.id])).toBe(100);
  });

  it("gives the study plan the days a session was finished and the answers per question type", async () => {
    const evidence = await readDrillEvidence(member.client, member.user.id);
    // The estimate (20 billion against 21.6 billion) was right; the triage pick (check 1, not the best) was missed.
    expect(evidence.byType).toEqual({ estimation: { answers: 1, right: 1 }, analytical: { answers: 0, right: 0 }, execution: { answers: 1, right: 0 } });
    expect(evidence.sessionDays).toEqual([indianDay(new Date())]);
  });

  it("deletes a member's cards, answers and sessions with their account", async () => {
    await backend.db.transaction((tx) => tx.query("delete from auth.users where id = $1", [member.user.id]));
    for (const table of ["drill_cards", "drill_reviews", "drill_sessions"]) {
      expect(await countRows(backend, `select count(*) as n from public.${table} where user_id = $1`, [member.user.id])).toBe(0);
    }
  });
});
