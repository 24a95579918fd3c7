import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, newMember, startTestBackend, type TestBackend, tablesDigest } from "./harness";
import { enter, entryIds, listRound, serve, type Member } from "./bar-check-fixture";

/**
 * The access matrix of the Bar Check tables and functions for four callers: anonymous, member A (author of an entry,
 * judge of a pair), member C (another member) and the service role (the app server). A refused write must leave every
 * Bar Check table unchanged. bar-check.test.ts has the rules and messages.
 */
type Actor = "anon" | "own" | "other" | "service";
const ACTORS: Actor[] = ["anon", "own", "other", "service"];
const TABLES = ["bar_check_rounds", "bar_check_entries", "bar_check_judgements", "bar_check_judge_stats"] as const;
interface Outcome {
  status: number;
  code?: string;
  rows?: number;
  value?: unknown;
}
type Response = { status: number; error: { code?: string } | null; data: unknown };
const refusedAnon: Outcome = { status: 401, code: "42501" };
const refusedMember: Outcome = { status: 403, code: "42501" };
const rows = (n: number): Outcome => ({ status: 200, rows: n });
const created: Outcome = { status: 201 };
const Q = "matrix-question";

describe.each(databaseKinds())("Bar Check RLS matrix on %s", (kind) => {
  let backend: TestBackend;
  let a: Member;
  let b: Member;
  let c: Member;
  const ids = { entry: "", pair: "", anchors: [] as string[] };
  const token = "m".repeat(43);
  const clients = {} as Record<Actor, SupabaseClient>;
  const results: Record<string, Partial<Record<Actor, string>>> = {};

  beforeAll(async () => {
    backend = await startTestBackend(kind);
    [a, b, c] = [await newMember(backend, "Asha Matrix"), await newMember(backend, "Ravi Matrix"), await newMember(backend, "Chitra Matrix")];
    await listRound(backend, "matrix-open", Q, -1, 24 * 7);
    await listRound(backend, "matrix-closed", Q, -24 * 9, 24 * 7);
    ids.entry = await enter(a, "matrix-open", Q);
    await enter(b, "matrix-open", Q);
    const entries = await entryIds(backend, "matrix-open");
    ids.anchors = entries.anchors;
    ids.pair = (await serve(backend, "matrix-open", a.user.id, entries.members.get(b.user.id)!, entries.anchors[0]!)).data!.id as string;
    const service = backend.service();
    expect((await service.from("bar_check_judge_stats").insert([
      { round_id: "matrix-open", judge: a.user.id, judgements: 1, gold_pairs: 0, gold_correct: 0 },
      { round_id: "matrix-closed", judge: a.user.id, judgements: 6, gold_pairs: 2, gold_correct: 1 },
    ])).error).toBeNull();
    expect((await service.from("bar_check_entries").update({ card_token: token, card: { place: 3.1 }, card_published_at: new Date().toISOString() }).eq("id", ids.entry)).error).toBeNull();
    Object.assign(clients, { anon: backend.client(), own: a.client, other: c.client, service });
  });
  afterAll(async () => {
    console.log(`Bar Check RLS matrix on ${kind}: expected → got`);
    console.table(results);
    await backend?.close();
  });

  const outcomeOf = (result: Response): Outcome => {
    if (result.error) return { status: result.status, code: result.error.code };
    if (Array.isArray(result.data)) return rows(result.data.length);
    return result.data === null ? { status: result.status } : { status: result.status, value: result.data };
  };
  interface Cell {
    row: string;
    actor: Actor;
    expected: Outcome;
    send: (client: SupabaseClient) => PromiseLike<Response>;
  }
  const cells: Cell[] = [];
  const grid = (row: string, expected: Record<Actor, Outcome>, send: (client: SupabaseClient, actor: Actor) => PromiseLike<Response>) => {
    for (const actor of ACTORS) cells.push({ row, actor, expected: expected[actor], send: (client) => send(client, actor) });
  };
  /** Nobody but the service role writes this. */
  const serviceWrites = (table: string, insert: () => Record<string, unknown>, change: Record<string, unknown>, matching: () => [string, string]) => {
    grid(`${table} insert`, { anon: refusedAnon, own: refusedMember, other: refusedMember, service: created }, (client) =>
      client.from(table).insert(insert()));
    grid(`${table} update`, { anon: refusedAnon, own: refusedMember, other: refusedMember, service: rows(1) }, (client) => {
      const match = matching();
      return client.from(table).update(change).eq(match[0], match[1]).select(match[0]);
    });
    grid(`${table} delete`, { anon: refusedAnon, own: refusedMember, other: refusedMember, service: rows(1) }, (client, actor) => {
      const match = matching();
      return actor === "service" ? client.from(table).delete().eq(match[0], match[1]).select(match[0]) : client.from(table).delete().eq(match[0], match[1]);
    });
  };

  // Rounds: content, read by members; written by the app server only.
  grid("bar_check_rounds select", { anon: refusedAnon, own: rows(2), other: rows(2), service: rows(2) }, (client) => client.from("bar_check_rounds").select("id").in("id", ["matrix-open", "matrix-closed"]));
  serviceWrites("bar_check_rounds", () => ({ id: "matrix-new", question_id: Q, opens_at: "2027-01-01T00:00:00Z", closes_at: "2027-01-08T00:00:00Z" }), { question_id: "changed" }, () => ["id", "matrix-new"]);

  // Entries: an author reads their own (never anyone else's, never an anchor); nobody writes but through the functions.
  grid("bar_check_entries select", { anon: refusedAnon, own: rows(1), other: rows(0), service: rows(1) }, (client) => client.from("bar_check_entries").select("id, answer").eq("id", ids.entry));
  grid("bar_check_entries select, the round's answers and anchors", { anon: refusedAnon, own: rows(1), other: rows(0), service: rows(6) }, (client) => client.from("bar_check_entries").select("id").eq("round_id", "matrix-open"));
  grid("bar_check_entries select, an anchor's value", { anon: refusedAnon, own: refusedMember, other: refusedMember, service: rows(4) }, (client) => client.from("bar_check_entries").select("anchor_value").eq("round_id", "matrix-open").not("anchor_value", "is", null));
  serviceWrites("bar_check_entries", () => ({ round_id: "matrix-closed", answer: "Written straight in", user_id: c.user.id }), { may_show: true }, () => ["answer", "Written straight in"]);

  // Judgements: a judge reads the pairs served to them, never which answers they held or whether they were gold.
  grid("bar_check_judgements select", { anon: refusedAnon, own: rows(1), other: rows(0), service: rows(1) }, (client) => client.from("bar_check_judgements").select("id, served_at").eq("id", ids.pair));
  grid("bar_check_judgements select, the answers of a pair", { anon: refusedAnon, own: refusedMember, other: refusedMember, service: rows(1) }, (client) => client.from("bar_check_judgements").select("left_entry, right_entry, gold").eq("id", ids.pair));
  serviceWrites("bar_check_judgements", () => ({ round_id: "matrix-open", judge: c.user.id, left_entry: ids.anchors[1], right_entry: ids.anchors[2] }), { reason: "changed" }, () => ["judge", c.user.id]);

  // Judge statistics: one's own, of closed rounds only.
  grid("bar_check_judge_stats select", { anon: refusedAnon, own: rows(1), other: rows(0), service: rows(2) }, (client) => client.from("bar_check_judge_stats").select("round_id").eq("judge", a.user.id));
  serviceWrites("bar_check_judge_stats", () => ({ round_id: "matrix-closed", judge: c.user.id, judgements: 1 }), { judgements: 2 }, () => ["judge", c.user.id]);

  // Functions.
  grid("rpc bar_check_pool (the app server's)", { anon: refusedAnon, own: refusedMember, other: refusedMember, service: rows(6) }, (client) => client.rpc("bar_check_pool", { round: "matrix-open" }));
  grid("rpc bar_check_list_rounds (the app server's)", { anon: refusedAnon, own: refusedMember, other: refusedMember, service: { status: 204 } }, (client) => client.rpc("bar_check_list_rounds", { rounds: [] }));
  grid("rpc admin_bar_check_round", { anon: refusedAnon, own: refusedMember, other: refusedMember, service: { status: 204 } }, (client) => client.rpc("admin_bar_check_round", { round: "matrix-open", action: "extend", days: 1 }));
  grid("rpc admin_bar_check_misfits", { anon: refusedAnon, own: refusedMember, other: refusedMember, service: rows(0) }, (client) => client.rpc("admin_bar_check_misfits"));
  grid("rpc bar_check_my_gold_accuracy", { anon: refusedAnon, own: { status: 200, value: { pairs: 0, agreed: 0 } }, other: { status: 200, value: { pairs: 0, agreed: 0 } }, service: { status: 200, value: { pairs: 0, agreed: 0 } } }, (client) => client.rpc("bar_check_my_gold_accuracy"));
  const card = { status: 200, value: { question_id: Q, answer: "My answer: clarify, segment, size, check.", card: { place: 3.1 }, name: null } };
  const cardOnly = (client: SupabaseClient) => client.rpc("bar_check_card", { token }).then((result) => ({ ...result, data: result.data && { ...(result.data as object), published_at: undefined } }));
  grid("rpc bar_check_card (a published card, for anyone)", { anon: card, own: card, other: card, service: card }, (client) =>
    cardOnly(client).then((result) => ({ ...result, data: result.data && Object.fromEntries(Object.entries(result.data).filter(([key]) => key !== "published_at")) })));
  grid("rpc bar_check_card (a guessed token)", { anon: { status: 200 }, own: { status: 200 }, other: { status: 200 }, service: { status: 200 } }, (client) => client.rpc("bar_check_card", { token: "n".repeat(43) }));

  it.each(cells.map((cell) => [`${cell.row} as ${cell.actor}`, cell] as const))("%s", async (_name, cell) => {
    const allowed = cell.expected.status >= 200 && cell.expected.status < 300 && cell.expected.rows !== 0;
    const before = allowed ? null : await tablesDigest(backend, TABLES);
    const outcome = outcomeOf(await cell.send(clients[cell.actor]));
    (results[cell.row] ??= {})[cell.actor] = `${allowed ? "allow" : "refuse"} → ${outcome.status}${outcome.code ? ` ${outcome.code}` : ""}${outcome.rows === undefined ? "" : ` ${outcome.rows} rows`}`;
    expect(outcome).toEqual(cell.expected);
    if (before !== null) expect(await tablesDigest(backend, TABLES), "a refused call changed a Bar Check table").toBe(before);
  });

  it("covers every Bar Check table × operation × caller", () => {
    for (const table of TABLES) for (const operation of ["select", "insert", "update", "delete"]) {
      expect(Object.keys(results[`${table} ${operation}`] ?? {}).sort(), `${table} ${operation}`).toEqual(["anon", "other", "own", "service"]);
    }
  });
});
