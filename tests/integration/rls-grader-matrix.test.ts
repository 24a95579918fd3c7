import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, newMember, startTestBackend, type TestBackend, tablesDigest } from "./harness";
import type { Member } from "./bar-check-fixture";
import { gradedAnswer } from "./grader-fixture";

/**
 * The access matrix of the AI second opinion's tables and functions for four callers: anonymous, member A (who asked
 * for a second opinion), member C (another member) and the service role (the app server). A refused write must leave
 * every grader table unchanged. grader.test.ts has the limits and messages.
 */
type Actor = "anon" | "own" | "other" | "service";
const ACTORS: Actor[] = ["anon", "own", "other", "service"];
const TABLES = ["grader_agreement", "second_opinions", "grader_usage"] as const;
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
const MODEL = "matrix-model";

describe.each(databaseKinds())("AI second opinion RLS matrix on %s", (kind) => {
  let backend: TestBackend;
  let a: Member;
  let c: Member;
  const ids = { attempt: "", opinion: "", ungraded: "" };
  const clients = {} as Record<Actor, SupabaseClient>;
  const results: Record<string, Partial<Record<Actor, string>>> = {};

  beforeAll(async () => {
    backend = await startTestBackend(kind);
    [a, c] = [await newMember(backend, "Asha Grader"), await newMember(backend, "Chitra Grader")];
    const service = backend.service();
    ids.attempt = await gradedAnswer(a, "matrix-question", "I would ask what we are counting first.");
    const begun = await service.rpc("grader_begin", { member: a.user.id, attempt: ids.attempt, model: MODEL, member_cap: 5, budget_tokens: 100000 });
    expect(begun.error).toBeNull();
    ids.opinion = begun.data as string;
    expect((await service.rpc("grader_finish", { opinion: ids.opinion, verdicts: [], dropped: 0, failure: null, prompt_tokens: 10, completion_tokens: 5 })).error).toBeNull();
    const agreement = { question_type: "estimation", model: MODEL, samples: 30, scores: 150, kappa: 0.8, abstention_rate: 0.1 };
    expect((await service.from("grader_agreement").insert(agreement)).error).toBeNull();
    Object.assign(clients, { anon: backend.client(), own: a.client, other: c.client, service });
  });
  afterAll(async () => {
    console.log(`AI second opinion RLS matrix on ${kind}: expected → got`);
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
    grid(`${table} insert`, { anon: refusedAnon, own: refusedMember, other: refusedMember, service: created }, (client) => client.from(table).insert(insert()));
    grid(`${table} update`, { anon: refusedAnon, own: refusedMember, other: refusedMember, service: rows(1) }, (client) => {
      const match = matching();
      return client.from(table).update(change).eq(match[0], match[1]).select(match[0]);
    });
    grid(`${table} delete`, { anon: refusedAnon, own: refusedMember, other: refusedMember, service: rows(1) }, (client, actor) => {
      const match = matching();
      return actor === "service" ? client.from(table).delete().eq(match[0], match[1]).select(match[0]) : client.from(table).delete().eq(match[0], match[1]);
    });
  };

  // Agreement figures: every member reads them (the agreement card); only the agreement command writes them.
  grid("grader_agreement select", { anon: refusedAnon, own: rows(1), other: rows(1), service: rows(1) }, (client) => client.from("grader_agreement").select("kappa").eq("model", MODEL));
  serviceWrites("grader_agreement", () => ({ question_type: "analytical", model: "written-straight-in", samples: 1, scores: 1, abstention_rate: 0 }), { kappa: 1 }, () => ["model", "written-straight-in"]);

  // Second opinions: a member reads their own; nobody writes but through the app server's functions.
  grid("second_opinions select", { anon: refusedAnon, own: rows(1), other: rows(0), service: rows(1) }, (client) => client.from("second_opinions").select("id, verdicts").eq("id", ids.opinion));
  serviceWrites("second_opinions", () => ({ user_id: a.user.id, attempt_id: ids.attempt, question_id: "matrix-question", model: "written-straight-in", status: "failed" }), { failure: "changed" }, () => ["model", "written-straight-in"]);

  // Token usage: the server's own.
  grid("grader_usage select", { anon: refusedAnon, own: refusedMember, other: refusedMember, service: rows(1) }, (client) => client.from("grader_usage").select("id").eq("model", MODEL));
  serviceWrites("grader_usage", () => ({ purpose: "agreement", model: "written-straight-in", prompt_tokens: 1, completion_tokens: 1 }), { prompt_tokens: 2 }, () => ["model", "written-straight-in"]);

  // Functions: the app server's only; called by it, they still hold their rules.
  const plainRefusal = { status: 400, code: "23514" };
  grid("rpc grader_begin (the app server's)", { anon: refusedAnon, own: refusedMember, other: refusedMember, service: plainRefusal }, (client) =>
    client.rpc("grader_begin", { member: c.user.id, attempt: ids.attempt, model: MODEL, member_cap: 5, budget_tokens: 100000 }));
  grid("rpc grader_finish (the app server's)", { anon: refusedAnon, own: refusedMember, other: refusedMember, service: plainRefusal }, (client) =>
    client.rpc("grader_finish", { opinion: "00000000-0000-4000-8000-000000000000", verdicts: [], dropped: 0, failure: null, prompt_tokens: 0, completion_tokens: 0 }));

  it.each(cells.map((cell) => [`${cell.row} as ${cell.actor}`, cell] as const))("%s", async (_name, cell) => {
    const allowed = cell.expected.status >= 200 && cell.expected.status < 300 && cell.expected.rows !== 0;
    const before = allowed ? null : await tablesDigest(backend, TABLES);
    const outcome = outcomeOf(await cell.send(clients[cell.actor]));
    (results[cell.row] ??= {})[cell.actor] = `${allowed ? "allow" : "refuse"} → ${outcome.status}${outcome.code ? ` ${outcome.code}` : ""}${outcome.rows === undefined ? "" : ` ${outcome.rows} rows`}`;
    expect(outcome).toEqual(cell.expected);
    if (before !== null) expect(await tablesDigest(backend, TABLES), "a refused call changed a grader table").toBe(before);
  });

  it("covers every grader table × operation × caller", () => {
    for (const table of TABLES) for (const operation of ["select", "insert", "update", "delete"]) {
      expect(Object.keys(results[`${table} ${operation}`] ?? {}).sort(), `${table} ${operation}`).toEqual(["anon", "other", "own", "service"]);
    }
  });
});
