import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, newMember, startTestBackend, type TestBackend, tablesDigest } from "./harness";

/**
 * The access matrix of the mock interview tables and functions, for four callers: anonymous, member A on what is A's
 * (their board entry, a mock with B, their feedback, no-show reports, blocks and reports), member C on those same rows
 * of A's (C is on the board too, but is not one of the mock's two people), and the service role. Each cell states what
 * must happen; a refused write must leave every mock table unchanged. mock-interviews.test.ts has the messages.
 */

type Member = Awaited<ReturnType<typeof newMember>>;
type Actor = "anon" | "own" | "other" | "service";
const ACTORS: Actor[] = ["anon", "own", "other", "service"];
const TABLES = ["mock_profiles", "mock_requests", "mock_feedback", "mock_no_shows", "mock_blocks", "mock_reports", "mock_board_removals", "mock_bookings", "mail_queue", "mock_board_actions", "mock_email_checks"] as const;

interface Outcome {
  status: number;
  code?: string;
  rows?: number;
  value?: unknown;
  /** A write that answers success but must change nothing (RLS hides the row it names). */
  unchanged?: true;
}
type Response = { status: number; error: { code?: string } | null; data: unknown };

const refusedAnon: Outcome = { status: 401, code: "42501" };
const refusedMember: Outcome = { status: 403, code: "42501" };
const rows = (n: number): Outcome => ({ status: 200, rows: n });
const created: Outcome = { status: 201 };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe.each(databaseKinds())("mock interviews RLS matrix on %s", (kind) => {
  let backend: TestBackend;
  let a: Member;
  let b: Member;
  let c: Member;
  let d: Member;
  /** Taken off the board by an admin. */
  let e: Member;
  /**
   * A's mock with B, agreed and already past; B's open request to A; a past mock of the two on which only B gave
   * feedback; A's mock with B agreed for tomorrow (the one that gives each the other's video link).
   */
  const ids = { held: "", open: "", blind: "", ahead: "" };
  const clients = {} as Record<Actor, SupabaseClient>;
  const results: Record<string, Partial<Record<Actor, string>>> = {};

  beforeAll(async () => {
    backend = await startTestBackend(kind);
    [a, b, c, d, e] = [await newMember(backend, "Asha Grid"), await newMember(backend, "Ravi Grid"), await newMember(backend, "Chitra Grid"), await newMember(backend, "Dev Grid"), await newMember(backend, "Esha Grid")];
    for (const [index, member] of [a, b, c, d].entries()) {
      const added = await member.client.from("mock_profiles").insert({ user_id: member.user.id, display_name: `Grid ${index}`, experience: "2-5", video_link: `https://meet.example.com/grid-${index}` });
      expect(added.error).toBeNull();
    }
    // A day ahead, on an IST hour (half past a UTC one), an hour apart: each agreed mock books one hour of its two people.
    const base = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 86_400_000 + 30 * 60_000;
    const request = (from: Member, to: Member, hour: number) =>
      from.client.from("mock_requests").insert({ requester: from.user.id, partner: to.user.id, proposed_at: new Date(base + hour * 3_600_000).toISOString(), question_type: "estimation", question_id: "q", first_interviewer: from.user.id }).select("id").single();
    ids.held = (await request(a, b, 0)).data!.id as string;
    ids.open = (await request(b, a, 1)).data!.id as string;
    ids.blind = (await request(a, b, 2)).data!.id as string;
    ids.ahead = (await request(a, b, 3)).data!.id as string;
    expect((await b.client.from("mock_requests").update({ status: "accepted" }).eq("id", ids.ahead)).error).toBeNull();
    expect((await a.client.from("mock_requests").update({ acceptance_seen: true }).eq("id", ids.ahead)).error).toBeNull();
    expect((await backend.service().rpc("admin_take_off_mock_board", { member: e.user.id })).error).toBeNull();
    expect((await a.client.rpc("start_work_email_check", { address: "asha@grid-work.example.com" })).error).toBeNull();
    for (const id of [ids.held, ids.blind]) {
      expect((await b.client.from("mock_requests").update({ status: "accepted" }).eq("id", id)).error).toBeNull();
      await backend.db.transaction((tx) => tx.query("update public.mock_requests set proposed_at = now() - interval '1 hour' where id = $1", [id]));
    }
    expect((await b.client.from("mock_feedback").insert({ request_id: ids.blind, author: b.user.id, subject: a.user.id, scores: { "problem-framing": 2 } })).error).toBeNull();
    Object.assign(clients, { anon: backend.client(), own: a.client, other: c.client, service: backend.service() });
  });
  afterAll(async () => {
    console.log(`mock interviews RLS matrix on ${kind}: expected → got`);
    console.table(results);
    await backend?.close();
  });

  const snapshot = () => tablesDigest(backend, TABLES);

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
  /** One row of the grid: what each caller gets (same request for all unless `send` depends on the caller). */
  const grid = (row: string, expected: Record<Actor, Outcome>, send: (client: SupabaseClient, actor: Actor) => PromiseLike<Response>) => {
    for (const actor of ACTORS) cells.push({ row, actor, expected: expected[actor], send: (client) => send(client, actor) });
  };
  /** Nobody but the service role may do this (no grant): the service role's own request is `service`. */
  const serviceOnly = (row: string, refused: (client: SupabaseClient) => PromiseLike<Response>, service: (client: SupabaseClient) => PromiseLike<Response>) =>
    grid(row, { anon: refusedAnon, own: refusedMember, other: refusedMember, service: rows(1) }, (client, actor) => (actor === "service" ? service(client) : refused(client)));

  // mock_requests: read and answered by its two people only; never deleted but by the service role.
  grid("mock_requests insert", { anon: refusedAnon, own: created, other: refusedMember, service: created }, (client, actor) =>
    client.from("mock_requests").insert({
      requester: actor === "service" ? b.user.id : a.user.id, partner: actor === "service" ? c.user.id : b.user.id,
      proposed_at: inDays(2), question_type: "estimation", question_id: `q-${actor}`, first_interviewer: actor === "service" ? b.user.id : a.user.id,
    }));
  grid("mock_requests select", { anon: refusedAnon, own: rows(1), other: rows(0), service: rows(1) }, (client) => client.from("mock_requests").select("id").eq("id", ids.held));
  grid("mock_requests update", { anon: refusedAnon, own: rows(1), other: rows(0), service: rows(1) }, (client, actor) =>
    actor === "service"
      ? client.from("mock_requests").update({ acceptance_seen: true }).eq("id", ids.held).select("id")
      : client.from("mock_requests").update({ status: actor === "own" ? "declined" : "cancelled" }).eq("id", actor === "own" ? ids.open : ids.held).select("id"));
  serviceOnly("mock_requests delete", (client) => client.from("mock_requests").delete().eq("id", ids.held),
    (client) => client.from("mock_requests").delete().eq("question_id", "q-service").select("id"));

  // mock_feedback and mock_no_shows: written by one of the mock's two people in their own name, read by both.
  for (const table of ["mock_feedback", "mock_no_shows"] as const) {
    const person = table === "mock_feedback" ? "author" : "reporter";
    const other = table === "mock_feedback" ? "subject" : "absent";
    const extra = table === "mock_feedback" ? { scores: { "problem-framing": 3 }, comments: "ok" } : {};
    const change = table === "mock_feedback" ? { comments: "edited" } : { created_at: "2026-01-01T00:00:00Z" };
    grid(`${table} insert`, { anon: refusedAnon, own: created, other: refusedMember, service: created }, (client, actor) =>
      client.from(table).insert({ request_id: ids.held, [person]: actor === "service" ? b.user.id : actor === "other" ? c.user.id : a.user.id, [other]: a.user.id, ...extra }));
    grid(`${table} select`, { anon: refusedAnon, own: rows(2), other: rows(0), service: rows(2) }, (client) => client.from(table).select("request_id").eq("request_id", ids.held));
    // Blind: the feedback B gave on A stays hidden from A until A has sent theirs (or two days after the mock).
    if (table === "mock_feedback") {
      grid("mock_feedback select, before the subject sent theirs", { anon: refusedAnon, own: rows(0), other: rows(0), service: rows(1) }, (client) =>
        client.from(table).select("request_id, scores").eq("request_id", ids.blind));
    }
    serviceOnly(`${table} update`, (client) => client.from(table).update(change).eq("request_id", ids.held),
      (client) => client.from(table).update(change).eq(person, b.user.id).eq("request_id", ids.held).select("request_id"));
    serviceOnly(`${table} delete`, (client) => client.from(table).delete().eq("request_id", ids.held),
      (client) => client.from(table).delete().eq(person, b.user.id).eq("request_id", ids.held).select("request_id"));
  }

  // mock_blocks: a member's own blocks, which nobody else reads.
  grid("mock_blocks insert", { anon: refusedAnon, own: created, other: refusedMember, service: created }, (client, actor) =>
    client.from("mock_blocks").insert(actor === "service" ? { blocker: d.user.id, blocked: c.user.id } : { blocker: a.user.id, blocked: d.user.id }));
  grid("mock_blocks select", { anon: refusedAnon, own: rows(1), other: rows(0), service: rows(1) }, (client) => client.from("mock_blocks").select("blocked").eq("blocker", a.user.id));
  serviceOnly("mock_blocks update", (client) => client.from("mock_blocks").update({ created_at: "2026-01-01T00:00:00Z" }).eq("blocker", a.user.id),
    (client) => client.from("mock_blocks").update({ created_at: "2026-01-01T00:00:00Z" }).eq("blocker", d.user.id).select("blocked"));
  grid("mock_blocks delete", { anon: refusedAnon, own: rows(1), other: rows(0), service: rows(1) }, (client, actor) =>
    client.from("mock_blocks").delete().eq("blocker", actor === "service" ? d.user.id : a.user.id).select("blocked"));

  // mock_reports: written in one's own name, read back by the reporter only; admins read them through admin_mock_reports.
  grid("mock_reports insert", { anon: refusedAnon, own: created, other: refusedMember, service: created }, (client, actor) =>
    client.from("mock_reports").insert({ reporter: actor === "service" ? d.user.id : a.user.id, reported: c.user.id, reason: `Rude on the call (${actor})` }));
  grid("mock_reports select", { anon: refusedAnon, own: rows(1), other: rows(0), service: rows(1) }, (client) => client.from("mock_reports").select("id").eq("reporter", a.user.id));
  serviceOnly("mock_reports update", (client) => client.from("mock_reports").update({ reason: "changed" }).eq("reporter", a.user.id),
    (client) => client.from("mock_reports").update({ reason: "changed" }).eq("reporter", d.user.id).select("id"));
  serviceOnly("mock_reports delete", (client) => client.from("mock_reports").delete().eq("reporter", a.user.id),
    (client) => client.from("mock_reports").delete().eq("reporter", d.user.id).select("id"));

  // The functions the page reads through: the board, one's requests, the count, and the link (the accepted partner's only).
  grid("rpc mock_board", { anon: refusedAnon, own: rows(3), other: rows(3), service: rows(0) }, (client) => client.rpc("mock_board"));
  grid("rpc my_mock_requests", { anon: refusedAnon, own: rows(5), other: rows(0), service: rows(0) }, (client) => client.rpc("my_mock_requests"));
  grid("rpc mock_notice_count", { anon: refusedAnon, own: { status: 200, value: 0 }, other: { status: 200, value: 0 }, service: { status: 200, value: 0 } }, (client) => client.rpc("mock_notice_count"));
  // The page's one read (my_mock_page): each caller gets their own page; mock-interviews.test.ts checks it against the reads above.
  const pageSummary = (client: SupabaseClient) =>
    client.rpc("my_mock_page").then((result) => {
      const page = result.data as { entry: unknown; board: unknown[]; requests: unknown[] } | null;
      return { ...result, data: page && { entry: page.entry !== null, board: page.board.length, requests: page.requests.length } };
    });
  grid("rpc my_mock_page", {
    anon: refusedAnon,
    own: { status: 200, value: { entry: true, board: 3, requests: 5 } },
    other: { status: 200, value: { entry: true, board: 3, requests: 0 } },
    service: { status: 200, value: { entry: false, board: 0, requests: 0 } },
  }, pageSummary);
  grid("rpc mock_video_link", { anon: refusedAnon, own: { status: 200, value: "https://meet.example.com/grid-1" }, other: { status: 200 }, service: { status: 200 } }, (client) => client.rpc("mock_video_link", { member: b.user.id }));

  // mock_board_removals: written by admins only (admin_take_off_mock_board); the member taken off reads their own row.
  grid("mock_board_removals select", { anon: refusedAnon, own: rows(0), other: rows(0), service: rows(1) }, (client) => client.from("mock_board_removals").select("user_id").eq("user_id", e.user.id));
  serviceOnly("mock_board_removals insert", (client) => client.from("mock_board_removals").insert({ user_id: b.user.id }),
    (client) => client.from("mock_board_removals").insert({ user_id: b.user.id }).select("user_id"));
  serviceOnly("mock_board_removals update", (client) => client.from("mock_board_removals").update({ removed_at: "2026-01-01T00:00:00Z" }).eq("user_id", e.user.id),
    (client) => client.from("mock_board_removals").update({ removed_at: "2026-01-01T00:00:00Z" }).eq("user_id", e.user.id).select("user_id"));
  serviceOnly("mock_board_removals delete", (client) => client.from("mock_board_removals").delete().eq("user_id", e.user.id),
    (client) => client.from("mock_board_removals").delete().eq("user_id", b.user.id).select("user_id"));

  // mock_board_actions: written by the admin functions (E's taking off, above), read by admins through
  // admin_mock_board_actions(); no member reads or writes a row, not even one about themselves.
  const closed = { anon: refusedAnon, own: refusedMember, other: refusedMember };
  grid("mock_board_actions select", { ...closed, service: rows(1) }, (client) => client.from("mock_board_actions").select("id").eq("member", e.user.id));
  grid("mock_board_actions insert", { ...closed, service: created }, (client) => client.from("mock_board_actions").insert({ member: a.user.id, action: "pause", actor: "forged@example.com" }));
  grid("mock_board_actions update", { ...closed, service: rows(1) }, (client) =>
    client.from("mock_board_actions").update({ actor: "operator" }).eq("member", e.user.id).select("id"));
  grid("mock_board_actions delete", { ...closed, service: rows(1) }, (client) => client.from("mock_board_actions").delete().eq("member", a.user.id).select("id"));

  // mock_email_checks: written through start_work_email_check and confirm_work_email (A asked for a link above);
  // nobody reads or writes a row through the Data API but the service role, not even the member it is about.
  grid("mock_email_checks select", { ...closed, service: rows(1) }, (client) => client.from("mock_email_checks").select("id").eq("user_id", a.user.id));
  grid("mock_email_checks insert", { ...closed, service: created }, (client, actor) =>
    client.from("mock_email_checks").insert({ user_id: actor === "service" ? b.user.id : a.user.id, domain: "forged.example.com", expires_at: inDays(1), verified_at: inDays(0) }));
  grid("mock_email_checks update", { ...closed, service: rows(1) }, (client) =>
    client.from("mock_email_checks").update({ verified_at: inDays(0) }).eq("user_id", a.user.id).select("id"));
  grid("mock_email_checks delete", { ...closed, service: rows(1) }, (client) => client.from("mock_email_checks").delete().eq("user_id", b.user.id).select("id"));

  // mock_bookings and mail_queue: the server's alone (the trigger books; the app's worker sends with the service key).
  const denied = { anon: refusedAnon, own: refusedMember, other: refusedMember };
  grid("mock_bookings select", { ...denied, service: rows(1) }, (client) => client.from("mock_bookings").select("user_id").eq("request_id", ids.ahead).eq("user_id", a.user.id));
  grid("mock_bookings insert", { ...denied, service: created }, (client) =>
    client.from("mock_bookings").insert({ user_id: c.user.id, hour_start: inDays(5), request_id: ids.open }));
  grid("mock_bookings update", { ...denied, service: rows(1) }, (client) =>
    client.from("mock_bookings").update({ request_id: ids.ahead }).eq("request_id", ids.ahead).eq("user_id", a.user.id).select("user_id"));
  grid("mock_bookings delete", { ...denied, service: rows(1) }, (client) => client.from("mock_bookings").delete().eq("user_id", c.user.id).select("user_id"));
  const aheadMail = (client: SupabaseClient, kind: string) => ({ kind, request_id: ids.ahead, recipient: a.user.id, client });
  grid("mail_queue select", { ...denied, service: rows(1) }, (client) => {
    const row = aheadMail(client, "mock-accepted");
    return client.from("mail_queue").select("id").eq("request_id", row.request_id).eq("recipient", row.recipient).eq("kind", row.kind);
  });
  grid("mail_queue insert", { ...denied, service: created }, (client) => client.from("mail_queue").insert({ kind: "mock-accepted", request_id: ids.open, recipient: a.user.id, send_after: inDays(3) }));
  grid("mail_queue update", { ...denied, service: rows(1) }, (client) =>
    client.from("mail_queue").update({ last_error: "checked" }).eq("request_id", ids.ahead).eq("recipient", a.user.id).eq("kind", "mock-accepted").select("id"));
  grid("mail_queue delete", { ...denied, service: rows(1) }, (client) =>
    client.from("mail_queue").delete().eq("request_id", ids.ahead).eq("recipient", a.user.id).eq("kind", "mock-hour-before").select("id"));
  grid("rpc claim_mail", { anon: refusedAnon, own: refusedMember, other: refusedMember, service: rows(1) }, (client) => client.rpc("claim_mail", { batch: 1, lease_seconds: 60 }));

  // mock_profiles, last (A leaves the board here): a member reads the board's entries but never a video link column,
  // and writes only their own entry. Writes ask for no row back: returning the row would name the link column, which
  // members may not select.
  const noRowBack: Outcome = { status: 204 };
  grid("mock_profiles select", { anon: refusedAnon, own: rows(1), other: refusedMember, service: rows(1) }, (client, actor) =>
    client.from("mock_profiles").select(actor === "other" ? "video_link" : "user_id, display_name").eq("user_id", a.user.id));
  grid("mock_profiles update", { anon: refusedAnon, own: noRowBack, other: { ...noRowBack, unchanged: true }, service: noRowBack }, (client, actor) =>
    client.from("mock_profiles").update({ display_name: `Renamed by ${actor}` }).eq("user_id", actor === "service" ? d.user.id : a.user.id));
  grid("mock_profiles delete", { anon: refusedAnon, own: noRowBack, other: { ...noRowBack, unchanged: true }, service: noRowBack }, (client, actor) =>
    client.from("mock_profiles").delete().eq("user_id", actor === "service" ? d.user.id : a.user.id));
  grid("mock_profiles insert", { anon: refusedAnon, own: created, other: refusedMember, service: created }, (client, actor) =>
    client.from("mock_profiles").insert({ user_id: actor === "service" ? d.user.id : a.user.id, display_name: "Back", experience: "student", video_link: "https://meet.example.com/back" }));

  it.each(cells.map((cell) => [`${cell.row} as ${cell.actor}`, cell] as const))("%s", async (_name, cell) => {
    const { unchanged, ...expected } = cell.expected;
    const allowed = expected.status >= 200 && expected.status < 300 && expected.rows !== 0 && !unchanged;
    const before = allowed ? null : await snapshot();
    const outcome = outcomeOf(await cell.send(clients[cell.actor]));
    (results[cell.row] ??= {})[cell.actor] = `${allowed ? "allow" : "refuse"} → ${outcome.status}${outcome.code ? ` ${outcome.code}` : ""}${outcome.rows === undefined ? "" : ` ${outcome.rows} rows`}`;
    expect(outcome).toEqual(expected);
    if (before !== null) expect(await snapshot(), "a refused call changed a mock table").toBe(before);
    if (cell.row === "mock_profiles delete" && cell.actor === "own") {
      expect(await backend.db.transaction((tx) => tx.query("select 1 from public.mock_profiles where user_id = $1", [a.user.id]))).toMatchObject({ rows: [] });
    }
  });

  it("covers every mock table × operation × caller", () => {
    for (const table of TABLES) for (const operation of ["select", "insert", "update", "delete"]) {
      expect(Object.keys(results[`${table} ${operation}`] ?? {}).sort(), `${table} ${operation}`).toEqual(["anon", "other", "own", "service"]);
    }
  });
});
