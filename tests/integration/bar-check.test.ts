import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, newMember, startTestBackend, type TestBackend } from "./harness";
import { enter, entryIds, listRound, serve, submittedAnswer, type Member } from "./bar-check-fixture";

/** What members, admins and the app server can and cannot do in Bar Check, with the messages a member reads. */
describe.each(databaseKinds())("Bar Check on %s", (kind) => {
  let backend: TestBackend;
  let a: Member;
  let b: Member;
  let c: Member;
  const Q = "metric-drop-question";

  beforeAll(async () => {
    backend = await startTestBackend(kind);
    [a, b, c] = [await newMember(backend, "Asha Bar"), await newMember(backend, "Ravi Bar"), await newMember(backend, "Chitra Bar")];
    await listRound(backend, "open-round", Q, -1, 24 * 7);
    await listRound(backend, "later-round", Q, 24 * 10, 24 * 7);
  });
  afterAll(async () => backend?.close());

  it("takes one entry per member per round, of a submitted answer to the round's question, and refuses the rest plainly", async () => {
    const entry = await enter(a, "open-round", Q);
    expect(entry).toMatch(/^[0-9a-f-]{36}$/);
    const again = await a.client.rpc("bar_check_enter", { round: "open-round", attempt: await submittedAnswer(a, Q) });
    expect(again.error?.message).toBe("You have already entered an answer in this round. Withdraw it first to enter another.");
    const other = await b.client.rpc("bar_check_enter", { round: "open-round", attempt: await submittedAnswer(b, "another-question") });
    expect(other.error?.message).toBe("This answer is to another question than this round's.");
    const notYet = await b.client.rpc("bar_check_enter", { round: "later-round", attempt: await submittedAnswer(b, Q) });
    expect(notYet.error?.message).toBe("This Bar Check round has not opened yet.");
    const someoneElses = await b.client.rpc("bar_check_enter", { round: "open-round", attempt: (await a.client.from("bar_check_entries").select("attempt_id").eq("id", entry).single()).data!.attempt_id });
    expect(someoneElses.error?.message).toBe("Submit your answer before entering it.");
    // The answer is copied: the entry reads the same whatever happens to the attempt.
    const row = await a.client.from("bar_check_entries").select("answer, user_id").eq("id", entry).single();
    expect(row.data).toMatchObject({ user_id: a.user.id });
  });

  it("serves a pair only of answers in play, never the judge's own, never twice; takes a judgement only of a pair served to the judge, once", async () => {
    await enter(b, "open-round", Q);
    const { anchors, members } = await entryIds(backend, "open-round");
    const own = await serve(backend, "open-round", a.user.id, members.get(a.user.id)!, anchors[0]!);
    expect(own.error?.message).toBe("You cannot judge your own answer.");
    const pair = await serve(backend, "open-round", c.user.id, members.get(a.user.id)!, members.get(b.user.id)!);
    expect(pair.error).toBeNull();
    const twice = await serve(backend, "open-round", c.user.id, members.get(b.user.id)!, members.get(a.user.id)!);
    expect(twice.error?.code).toBe("23505");
    const notServed = await b.client.rpc("bar_check_judge", { pair: pair.data!.id, choice: "left" });
    expect(notServed.error?.message).toBe("That pair was not served to you.");
    const badChoice = await c.client.rpc("bar_check_judge", { pair: pair.data!.id, choice: "both" });
    expect(badChoice.error?.message).toBe("Choose one of the two answers.");
    const twoLines = await c.client.rpc("bar_check_judge", { pair: pair.data!.id, choice: "left", reason: "one\ntwo" });
    expect(twoLines.error?.message).toBe("Keep the reason to one line of at most 200 characters.");
    expect((await c.client.rpc("bar_check_judge", { pair: pair.data!.id, choice: "left", reason: "  Sizes the drop first.  " })).error).toBeNull();
    const again = await c.client.rpc("bar_check_judge", { pair: pair.data!.id, choice: "right" });
    expect(again.error?.message).toBe("You have already judged this pair.");
    const seen = await c.client.from("bar_check_judgements").select("winner, reason, seconds").eq("id", pair.data!.id).single();
    expect(seen.data).toMatchObject({ winner: "left", reason: "Sizes the drop first." });
    expect(seen.data!.seconds).toBeGreaterThanOrEqual(0);
  });

  it("keeps a judge from reading which answers a pair held, and a member from reading another's entry or its author", async () => {
    const columns = await c.client.from("bar_check_judgements").select("left_entry, right_entry");
    expect(columns.error?.code).toBe("42501");
    const gold = await c.client.from("bar_check_judgements").select("gold");
    expect(gold.error?.code).toBe("42501");
    expect((await c.client.from("bar_check_entries").select("id, user_id").eq("round_id", "open-round")).data).toEqual([]);
    expect((await c.client.rpc("bar_check_pool", { round: "open-round" })).error?.code).toBe("42501");
  });

  it("takes a withdrawn entry and a former member's entry out of future pairs at once", async () => {
    const pool = async () => ((await backend.service().rpc("bar_check_pool", { round: "open-round" })).data as { user_id: string | null }[]).map((row) => row.user_id);
    expect(await pool()).toEqual(expect.arrayContaining([a.user.id, b.user.id, null]));
    expect((await b.client.rpc("bar_check_withdraw", { round: "open-round" })).error).toBeNull();
    expect(await pool()).not.toContain(b.user.id);
    expect((await b.client.rpc("bar_check_withdraw", { round: "open-round" })).error?.message).toBe("You have no entry in this round to withdraw.");
    expect((await backend.service().from("users").delete().eq("email", a.email)).error).toBeNull();
    expect(await pool()).not.toContain(a.user.id);
    expect((await backend.service().from("users").insert({ email: a.email })).error).toBeNull();
    expect(await pool()).toContain(a.user.id);
  });

  it("refuses more than the daily cap of pairs", async () => {
    const d = await newMember(backend, "Dev Bar");
    const { anchors } = await entryIds(backend, "open-round");
    // The cap is one function: lowered to 2 here, so the third pair of the day is the one over it.
    const cap = (n: number) => backend.db.transaction((tx) => tx.query(`create or replace function public.bar_check_daily_cap() returns integer language sql immutable set search_path = '' as $$ select ${n} $$`));
    await cap(2);
    try {
      expect((await serve(backend, "open-round", d.user.id, anchors[0]!, anchors[1]!)).error).toBeNull();
      expect((await serve(backend, "open-round", d.user.id, anchors[0]!, anchors[2]!)).error).toBeNull();
      const over = await serve(backend, "open-round", d.user.id, anchors[2]!, anchors[3]!);
      expect(over.error?.message).toBe("You have judged 2 pairs today, the most a day. Come back tomorrow.");
    } finally {
      await cap(100);
    }
  });

  it("lets only admins open, extend and close a round, and refuses entries and judgements once it is closed", async () => {
    const refused = await c.client.rpc("admin_bar_check_round", { round: "open-round", action: "close" });
    expect(refused.error?.code).toBe("42501");
    expect((await backend.service().rpc("admin_bar_check_round", { round: "open-round", action: "extend", days: 3 })).error).toBeNull();
    expect((await backend.service().rpc("admin_bar_check_round", { round: "later-round", action: "open" })).error?.message).toBe("Another round is open now. Close it first.");
    expect((await backend.service().rpc("admin_bar_check_round", { round: "open-round", action: "close" })).error).toBeNull();
    const late = await c.client.rpc("bar_check_enter", { round: "open-round", attempt: await submittedAnswer(c, Q) });
    expect(late.error?.message).toBe("This Bar Check round has closed: entries are no longer taken.");
    expect((await a.client.rpc("bar_check_withdraw", { round: "open-round" })).error?.message).toBe("This round has closed: its entries can no longer be withdrawn.");
    // The schedule no longer moves a round an admin changed.
    await listRound(backend, "open-round", Q, -1, 24 * 7);
    const round = await backend.service().from("bar_check_rounds").select("closes_at").eq("id", "open-round").single();
    expect(Date.parse(round.data!.closes_at)).toBeLessThanOrEqual(Date.now());
    expect((await backend.service().rpc("admin_bar_check_round", { round: "later-round", action: "open" })).error).toBeNull();
  });

  it("shows a published card to anyone by its token, and nothing once revoked", async () => {
    const { members } = await entryIds(backend, "open-round");
    const entry = members.get(a.user.id)!;
    const token = "t".repeat(40);
    expect((await backend.service().from("bar_check_entries").update({ card_token: token, card: { place: 3.4 }, card_published_at: new Date().toISOString() }).eq("id", entry)).error).toBeNull();
    const card = await backend.client().rpc("bar_check_card", { token });
    expect(card.data).toMatchObject({ question_id: Q, card: { place: 3.4 }, name: null });
    expect(JSON.stringify(card.data)).not.toContain(a.user.id);
    expect((await backend.client().rpc("bar_check_card", { token: "u".repeat(40) })).data).toBeNull();
    expect((await c.client.rpc("bar_check_revoke_card", { entry })).error?.message).toBe("That entry is not yours.");
    expect((await a.client.rpc("bar_check_revoke_card", { entry })).error).toBeNull();
    expect((await backend.client().rpc("bar_check_card", { token })).data).toBeNull();
  });
});
