import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, newMember, startTestBackend, type TestBackend, tablesDigest } from "./harness";

/**
 * The access matrix of the interview debriefs' tables and functions for five callers: anonymous, the author of a
 * pending and an approved report ("own"), another member ("other"), an admin and the service role. A refused write must
 * leave every debrief table unchanged. After the matrix, the rules the database keeps whatever client writes.
 */
type Actor = "anon" | "own" | "other" | "admin" | "service";
const ACTORS: Actor[] = ["anon", "own", "other", "admin", "service"];
const TABLES = ["debriefs", "debrief_flags", "debrief_edits", "debrief_question_links"] as const;
interface Outcome {
  status: number;
  code?: string;
  rows?: number;
}
type Response = { status: number; error: { code?: string; message?: string } | null; data: unknown };
const refusedAnon: Outcome = { status: 401, code: "42501" };
const refusedMember: Outcome = { status: 403, code: "42501" };
const rows = (n: number): Outcome => ({ status: 200, rows: n });
const done: Outcome = { status: 204 };

/** "YYYY-MM-01", `back` months before this month in India. */
function month(back = 0): string {
  const [year, mon] = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit" }).format(new Date()).split("-").map(Number);
  const date = new Date(Date.UTC(year!, mon! - 1 - back, 1));
  return date.toISOString().slice(0, 10);
}
const report = (overrides: Record<string, unknown> = {}) => ({
  company_id: "swiggy", level: "pm", round_type: "product-sense", round_month: month(1), format: "video", minutes: 45,
  questions: ["Design a feature for Swiggy Genie users."], outcome: "unknown", readiness: 62, ...overrides,
});

describe.each(databaseKinds())("Interview debriefs RLS matrix on %s", (kind) => {
  let backend: TestBackend;
  const people = {} as Record<"own" | "other" | "admin", Awaited<ReturnType<typeof newMember>>>;
  const ids = { pending: "", approved: "", spare: "" };
  const clients = {} as Record<Actor, SupabaseClient>;
  const results: Record<string, Partial<Record<Actor, string>>> = {};

  beforeAll(async () => {
    backend = await startTestBackend(kind);
    people.own = await newMember(backend, "Asha Debrief");
    people.other = await newMember(backend, "Ravi Debrief");
    people.admin = await newMember(backend, "Admin Debrief");
    expect((await backend.service().from("admins").insert({ email: people.admin.email })).error).toBeNull();
    const insert = async () => (await people.own.client.from("debriefs").insert(report()).select("id").single()).data!.id as string;
    ids.pending = await insert();
    ids.approved = await insert();
    ids.spare = await insert();
    expect((await people.admin.client.rpc("admin_debrief_decide", { report: ids.approved, decision: "approve" })).error).toBeNull();
    expect((await people.admin.client.rpc("admin_debrief_link", { report: ids.approved, place: 0, bank_question: "swiggy-genie" })).error).toBeNull();
    expect((await people.admin.client.rpc("admin_debrief_edit", { report: ids.approved, questions: ["Design a feature for Genie users."] })).error).toBeNull();
    expect((await people.other.client.rpc("debrief_flag", { report: ids.approved, reason: "Names the interviewer." })).error).toBeNull();
    Object.assign(clients, { anon: backend.client(), own: people.own.client, other: people.other.client, admin: people.admin.client, service: backend.service() });
  });
  afterAll(async () => {
    console.log(`Interview debriefs RLS matrix on ${kind}: expected → got`);
    console.table(results);
    await backend?.close();
  });

  const outcomeOf = (result: Response): Outcome => {
    if (result.error) return { status: result.status, code: result.error.code };
    if (Array.isArray(result.data)) return rows(result.data.length);
    return { status: result.status };
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
  const adminsOnly = (n: number): Record<Actor, Outcome> => ({ anon: refusedAnon, own: rows(0), other: rows(0), admin: rows(n), service: rows(n) });
  const serviceOnly = (service: Outcome): Record<Actor, Outcome> => ({ anon: refusedAnon, own: refusedMember, other: refusedMember, admin: refusedMember, service });

  // Reports: the author reads both of theirs; another member none (approved ones only through approved_debriefs).
  grid("debriefs select", { anon: refusedAnon, own: rows(2), other: rows(0), admin: rows(2), service: rows(2) }, (client) => client.from("debriefs").select("id, user_id").in("id", [ids.pending, ids.approved]));
  grid("debriefs insert", { anon: refusedAnon, own: { status: 201 }, other: { status: 201 }, admin: { status: 201 }, service: { status: 201 } }, (client) =>
    client.from("debriefs").insert(report({ questions: ["Written by the matrix."] })));
  grid("debriefs update, own pending", { anon: refusedAnon, own: rows(1), other: rows(0), admin: rows(0), service: rows(1) }, (client) =>
    client.from("debriefs").update({ minutes: 50 }).eq("id", ids.pending).select("id"));
  grid("debriefs update, approved", { anon: refusedAnon, own: rows(0), other: rows(0), admin: rows(0), service: rows(1) }, (client) =>
    client.from("debriefs").update({ minutes: 40 }).eq("id", ids.approved).select("id"));
  grid("debriefs update, own status", { anon: refusedAnon, own: refusedMember, other: refusedMember, admin: refusedMember, service: rows(1) }, (client) =>
    client.from("debriefs").update({ status: "pending" }).eq("id", ids.pending).select("id"));
  grid("debriefs delete", { anon: refusedAnon, own: rows(1), other: rows(0), admin: rows(0), service: rows(4) }, (client, actor) =>
    actor === "service"
      ? client.from("debriefs").delete().eq("minutes", 45).select("id")
      : client.from("debriefs").delete().eq("id", ids.spare).select("id"));

  // Flags, edits and links: admins read; nobody writes but through the functions (the service role, as on every table, for repairs).
  grid("debrief_flags select", adminsOnly(1), (client) => client.from("debrief_flags").select("id").eq("debrief_id", ids.approved));
  grid("debrief_flags insert", serviceOnly({ status: 201 }), (client) => client.from("debrief_flags").insert({ debrief_id: ids.approved, reason: "Straight in." }));
  grid("debrief_flags update", serviceOnly(rows(2)), (client) => client.from("debrief_flags").update({ resolved_at: null }).eq("debrief_id", ids.approved).select("id"));
  grid("debrief_flags delete", serviceOnly(rows(1)), (client, actor) =>
    actor === "service" ? client.from("debrief_flags").delete().eq("reason", "Straight in.").select("id") : client.from("debrief_flags").delete().eq("debrief_id", ids.approved).select("id"));
  grid("debrief_edits select", adminsOnly(1), (client) => client.from("debrief_edits").select("id, admin_email").eq("debrief_id", ids.approved));
  grid("debrief_edits insert", serviceOnly({ status: 201 }), (client) => client.from("debrief_edits").insert({ debrief_id: ids.approved, admin_email: "x@example.com", before: {}, after: {} }));
  grid("debrief_edits update", serviceOnly(rows(2)), (client) => client.from("debrief_edits").update({ admin_email: "y@example.com" }).eq("debrief_id", ids.approved).select("id"));
  grid("debrief_edits delete", serviceOnly({ status: 204 }), (client) => client.from("debrief_edits").delete().eq("debrief_id", ids.approved));
  grid("debrief_question_links select", adminsOnly(1), (client) => client.from("debrief_question_links").select("bank_question_id").eq("debrief_id", ids.approved));
  grid("debrief_question_links insert", serviceOnly({ status: 201 }), (client) => client.from("debrief_question_links").insert({ debrief_id: ids.pending, question_index: 0, bank_question_id: "straight-in", linked_by: "x" }));
  grid("debrief_question_links update", serviceOnly(rows(1)), (client) => client.from("debrief_question_links").update({ linked_by: "y" }).eq("debrief_id", ids.pending).select("debrief_id"));
  grid("debrief_question_links delete", serviceOnly(rows(1)), (client, actor) =>
    actor === "service" ? client.from("debrief_question_links").delete().eq("debrief_id", ids.pending).select("debrief_id") : client.from("debrief_question_links").delete().eq("debrief_id", ids.approved).select("debrief_id"));

  // Functions: members read approved reports and the bank's links without the author; admins the rest.
  const approvedRows: Record<Actor, Outcome> = { anon: refusedAnon, own: rows(1), other: rows(1), admin: rows(1), service: rows(0) };
  grid("rpc approved_debriefs", approvedRows, (client) => client.rpc("approved_debriefs", { company: "swiggy" }));
  grid("rpc debrief_bank_reports", approvedRows, (client) => client.rpc("debrief_bank_reports"));
  const adminRead = (n: number): Record<Actor, Outcome> => ({ anon: refusedAnon, own: refusedMember, other: refusedMember, admin: rows(n), service: rows(n) });
  grid("rpc admin_debriefs", adminRead(2), (client) => client.rpc("admin_debriefs"));
  grid("rpc admin_debrief_outcomes", adminRead(0), (client) => client.rpc("admin_debrief_outcomes"));
  const adminWrite: Record<Actor, Outcome> = { anon: refusedAnon, own: refusedMember, other: refusedMember, admin: done, service: done };
  grid("rpc admin_debrief_decide", adminWrite, (client) => client.rpc("admin_debrief_decide", { report: ids.approved, decision: "keep" }));
  grid("rpc admin_debrief_link", adminWrite, (client) => client.rpc("admin_debrief_link", { report: ids.approved, place: 0, bank_question: "swiggy-genie" }));
  grid("rpc admin_debrief_edit", adminWrite, (client) => client.rpc("admin_debrief_edit", { report: ids.approved, questions: ["Design a feature for Genie users."] }));

  it.each(cells.map((cell) => [`${cell.row} as ${cell.actor}`, cell] as const))("%s", async (_name, cell) => {
    const allowed = cell.expected.status >= 200 && cell.expected.status < 300 && cell.expected.rows !== 0;
    const before = allowed ? null : await tablesDigest(backend, TABLES);
    const outcome = outcomeOf(await cell.send(clients[cell.actor]));
    (results[cell.row] ??= {})[cell.actor] = `${allowed ? "allow" : "refuse"} → ${outcome.status}${outcome.code ? ` ${outcome.code}` : ""}${outcome.rows === undefined ? "" : ` ${outcome.rows} rows`}`;
    expect(outcome).toEqual(cell.expected);
    if (before !== null) expect(await tablesDigest(backend, TABLES), "a refused call changed a debrief table").toBe(before);
  });

  it("covers every debrief table × operation × caller", () => {
    for (const table of TABLES) for (const operation of ["select", "insert", "update", "delete"]) {
      const row = Object.keys(results).find((name) => name.startsWith(`${table} ${operation}`));
      expect(Object.keys(results[row ?? ""] ?? {}).sort(), `${table} ${operation}`).toEqual([...ACTORS].sort());
    }
  });

  it("never gives a member the author of an approved report", async () => {
    const seen = await people.other.client.rpc("approved_debriefs", {});
    expect(seen.error).toBeNull();
    expect(JSON.stringify(seen.data)).not.toContain(people.own.user.id);
    expect(Object.keys((seen.data as object[])[0]!)).not.toContain("user_id");
    const admin = await people.admin.client.rpc("admin_debriefs");
    expect((admin.data as { id: string; author_email: string }[]).find((row) => row.id === ids.approved)?.author_email).toBe(people.own.email);
  });

  it("refuses a future month, one over two years back, no question, over-long text and a sixth report in a day, plainly", async () => {
    const member = await newMember(backend, "Limit Debrief");
    const send = (overrides: Record<string, unknown>) => member.client.from("debriefs").insert(report(overrides));
    expect((await send({ round_month: month(-1) })).error?.message).toBe("The month of the round cannot be in the future.");
    expect((await send({ round_month: month(25) })).error?.message).toBe("Report rounds from the last two years only.");
    expect((await send({ questions: [] })).error?.code).toBe("23514");
    expect((await send({ questions: ["x".repeat(501)] })).error?.code).toBe("23514");
    expect((await send({ tip: "x".repeat(1001) })).error?.code).toBe("23514");
    expect((await send({ round_type: "coffee-chat" })).error?.code).toBe("23514");
    for (let n = 0; n < 5; n++) expect((await send({ round_month: month(24) })).error).toBeNull();
    expect((await send({})).error?.message).toBe("You have sent 5 reports today, the most a day. Send this one tomorrow.");
    // What the author changes stays pending; the outcome can change on an approved report too.
    const mine = (await member.client.from("debriefs").select("id, status").limit(1).single()).data!;
    expect(mine.status).toBe("pending");
    expect((await member.client.rpc("debrief_set_outcome", { report: mine.id, outcome: "offer" })).error).toBeNull();
    expect((await people.other.client.rpc("debrief_set_outcome", { report: mine.id, outcome: "rejected" })).error?.message).toBe("That report is not yours.");
    expect((await people.admin.client.rpc("admin_debrief_decide", { report: mine.id, decision: "reject" })).error?.message).toBe("Give the author a reason of at most 500 characters.");
  });

  it("withdraws a former member's pending reports and keeps their approved ones with no link to them", async () => {
    const leaving = await newMember(backend, "Leaving Debrief");
    const pending = (await leaving.client.from("debriefs").insert(report()).select("id").single()).data!.id as string;
    const approved = (await leaving.client.from("debriefs").insert(report()).select("id").single()).data!.id as string;
    expect((await backend.service().rpc("admin_debrief_decide", { report: approved, decision: "approve" })).error).toBeNull();
    expect((await backend.service().from("users").delete().eq("email", leaving.email)).error).toBeNull();
    const after = (await backend.service().from("debriefs").select("id, status, user_id").in("id", [pending, approved])).data as { id: string; status: string; user_id: string | null }[];
    expect(after.find((row) => row.id === pending)).toMatchObject({ status: "withdrawn", user_id: leaving.user.id });
    expect(after.find((row) => row.id === approved)).toMatchObject({ status: "approved", user_id: null });
    expect(((await people.other.client.rpc("approved_debriefs", {})).data as { id: string }[]).map((row) => row.id)).toContain(approved);
    expect((await leaving.client.from("debriefs").select("id")).data).toEqual([]);
  });
});
