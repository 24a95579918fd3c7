import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, newMember, startTestBackend, type TestBackend, tablesDigest } from "./harness";

/**
 * The access matrix of what the admin pages and the payment webhook added: the admins, purchases, refunds and webhook-event
 * tables and the admin functions, for four callers: anonymous, a member, an admin and the service key. Admins reach
 * the data only through the functions (which check public.is_admin() against the verified token); the tables stay
 * closed to every caller but the service key. A refused call must leave every table as it was.
 */

type Actor = "anon" | "member" | "admin" | "service";
const ACTORS: Actor[] = ["anon", "member", "admin", "service"];
const TABLES = ["users", "admins", "purchases", "razorpay_events", "razorpay_refunds", "feedback"] as const;

interface Outcome {
  status: number;
  code?: string;
  /** Rows returned, or for a scalar rpc its value. */
  rows?: number;
  value?: unknown;
}

const refusedAnon: Outcome = { status: 401, code: "42501" };
const refusedSignedIn: Outcome = { status: 403, code: "42501" };

describe.each(databaseKinds())("admin RLS matrix on %s", (kind) => {
  let backend: TestBackend;
  const clients = {} as Record<Actor, SupabaseClient>;
  const ids = { member: "" };
  let adminEmail: string;
  const results: Record<string, Partial<Record<Actor, string>>> = {};

  beforeAll(async () => {
    backend = await startTestBackend(kind);
    const member = await newMember(backend, "Plain Member");
    const admin = await newMember(backend, "Course Admin");
    ids.member = member.user.id;
    expect((await member.client.from("mock_profiles").insert({ user_id: member.user.id, display_name: "Plain M.", experience: "0-2", video_link: "https://meet.example.com/plain" })).error).toBeNull();
    adminEmail = admin.email;
    expect((await backend.service().from("admins").insert({ email: admin.email })).error).toBeNull();
    await member.client.from("feedback").insert({ page_url: "/dashboard/intro/welcome", rating: "down", feedback_text: "too long" });
    const seeded = await backend.service().rpc("record_razorpay_event", {
      event_id: "evt_seed", event: "payment.captured", payment_id: "pay_seed", email: "seed.buyer@example.com", amount_paise: 499900, currency: "INR",
      course_price_paise: 499900,
    });
    expect(seeded.data).toBe("member added");
    Object.assign(clients, { anon: backend.client(), member: member.client, admin: admin.client, service: backend.service() });
  });
  afterAll(async () => {
    console.log(`admin RLS matrix on ${kind}: expected → got`);
    console.table(results);
    await backend?.close();
  });

  const snapshot = () => tablesDigest(backend, TABLES);

  const outcomeOf = (result: { status: number; error: { code?: string } | null; data: unknown }): Outcome => {
    if (result.error) return { status: result.status, code: result.error.code };
    if (Array.isArray(result.data)) return { status: result.status, rows: result.data.length };
    return result.data === null ? { status: result.status } : { status: result.status, value: result.data };
  };

  interface Cell {
    row: string;
    expected: Record<Actor, Outcome | "rows">;
    send: (client: SupabaseClient, actor: Actor) => PromiseLike<{ status: number; error: { code?: string } | null; data: unknown }>;
  }

  const closedTable = (table: string, row: Record<string, unknown>, filter: [string, string]): Cell[] => [
    { row: `${table} select`, expected: { anon: refusedAnon, member: refusedSignedIn, admin: refusedSignedIn, service: "rows" }, send: (c) => c.from(table).select("*") },
    { row: `${table} insert`, expected: { anon: refusedAnon, member: refusedSignedIn, admin: refusedSignedIn, service: { status: 201 } }, send: (c, actor) => c.from(table).insert(actor === "service" ? { ...row, [filter[0]]: `${filter[1]}.svc` } : row) },
    { row: `${table} update`, expected: { anon: refusedAnon, member: refusedSignedIn, admin: refusedSignedIn, service: "rows" }, send: (c) => c.from(table).update({ [filter[0]]: filter[1] }).eq(filter[0], filter[1]).select() },
    { row: `${table} delete`, expected: { anon: refusedAnon, member: refusedSignedIn, admin: refusedSignedIn, service: "rows" }, send: (c) => c.from(table).delete().eq(filter[0], `${filter[1]}.svc`).select() },
  ];

  const adminOnly = (fn: string, args: Record<string, unknown> = {}): Cell => ({
    row: `rpc ${fn}`,
    expected: { anon: refusedAnon, member: refusedSignedIn, admin: "rows", service: "rows" },
    send: (c) => c.rpc(fn, args),
  });

  const cells: Cell[] = [
    ...closedTable("admins", { email: "climber@example.com" }, ["email", "climber@example.com"]),
    ...closedTable("purchases", { payment_id: "pay_forged", event_id: "evt_forged", email: "forger@example.com", amount_paise: 1, currency: "INR", paid_at: "2026-11-01T00:00:00Z" }, ["payment_id", "pay_forged"]),
    ...closedTable("razorpay_events", { event_id: "evt_forged", event: "payment.captured", outcome: "member added" }, ["event_id", "evt_forged"]),
    ...closedTable("razorpay_refunds", { refund_id: "rfnd_forged", payment_id: "pay_seed", amount_paise: 499900, processed_at: "2026-11-01T00:00:00Z" }, ["refund_id", "rfnd_forged"]),
    { row: "rpc is_admin", expected: { anon: refusedAnon, member: { status: 200, value: false }, admin: { status: 200, value: true }, service: { status: 200, value: false } }, send: (c) => c.rpc("is_admin") },
    adminOnly("admin_members", { search: "" }),
    adminOnly("admin_feedback_by_lesson"),
    adminOnly("admin_feedback_comments", { lesson: "" }),
    adminOnly("admin_purchases"),
    adminOnly("admin_webhook_events"),
    adminOnly("admin_mock_counts"),
    adminOnly("admin_mock_reports"),
    adminOnly("admin_mock_removals"),
    adminOnly("admin_mock_paused"),
    adminOnly("admin_mock_board_actions"),
    // Pausing a member's board entry and resuming it: admins only, before the member is taken off below.
    { row: "rpc admin_pause_mock_board", expected: { anon: refusedAnon, member: refusedSignedIn, admin: { status: 204 }, service: { status: 204 } }, send: (c) => c.rpc("admin_pause_mock_board", { member: ids.member }) },
    { row: "rpc admin_resume_mock_board", expected: { anon: refusedAnon, member: refusedSignedIn, admin: { status: 204 }, service: { status: 204 } }, send: (c) => c.rpc("admin_resume_mock_board", { member: ids.member }) },
    // Taking a member off the mock board and letting them back: admins only (mock-interviews.test.ts has what they do).
    { row: "rpc admin_take_off_mock_board", expected: { anon: refusedAnon, member: refusedSignedIn, admin: { status: 204 }, service: { status: 204 } }, send: (c) => c.rpc("admin_take_off_mock_board", { member: ids.member }) },
    { row: "rpc admin_let_back_on_mock_board", expected: { anon: refusedAnon, member: refusedSignedIn, admin: { status: 204 }, service: { status: 204 } }, send: (c) => c.rpc("admin_let_back_on_mock_board", { member: ids.member }) },
    // Writes: each caller adds or removes its own address, so a refused one can be seen to have changed nothing.
    { row: "rpc admin_add_members", expected: { anon: refusedAnon, member: refusedSignedIn, admin: "rows", service: "rows" }, send: (c, actor) => c.rpc("admin_add_members", { emails: [`added.by.${actor}@example.com`] }) },
    { row: "rpc admin_remove_members", expected: { anon: refusedAnon, member: refusedSignedIn, admin: "rows", service: "rows" }, send: (c) => c.rpc("admin_remove_members", { emails: ["seed.buyer@example.com"] }) },
    {
      row: "rpc record_razorpay_event",
      expected: { anon: refusedAnon, member: refusedSignedIn, admin: refusedSignedIn, service: { status: 200, value: "member added" } },
      send: (c, actor) => c.rpc("record_razorpay_event", { event_id: `evt_${actor}`, event: "payment.captured", payment_id: `pay_${actor}`, email: `paid.${actor}@example.com`, amount_paise: 1, currency: "INR", course_price_paise: 1 }),
    },
  ];

  it.each(cells.flatMap((cell) => ACTORS.map((actor) => [`${cell.row} as ${actor}`, cell, actor] as const)))("%s", async (_name, cell, actor) => {
    const expected = cell.expected[actor];
    const before = await snapshot();
    const outcome = outcomeOf(await cell.send(clients[actor], actor));
    const allowed = expected === "rows" || (expected.status >= 200 && expected.status < 300);
    (results[cell.row] ??= {})[actor] = `${allowed ? "allow" : "refuse"} → ${outcome.status}${outcome.code ? ` ${outcome.code}` : ""}`;
    if (expected === "rows") {
      expect(outcome.status).toBe(200);
      expect(outcome.rows).toBeTypeOf("number");
    } else {
      expect(outcome).toEqual(expected);
    }
    if (!allowed) expect(await snapshot(), "a refused call changed a table").toBe(before);
  });

  it("an admin's rights end with their admin row, or with their membership", async () => {
    expect((await clients.admin.rpc("admin_members", { search: "" })).status).toBe(200);
    await backend.service().from("admins").delete().eq("email", adminEmail);
    expect(outcomeOf(await clients.admin.rpc("admin_members", { search: "" }))).toEqual(refusedSignedIn);
    await backend.service().from("admins").insert({ email: adminEmail });
    expect((await clients.admin.rpc("is_admin")).data).toBe(true);
    await backend.service().from("users").delete().eq("email", adminEmail);
    expect((await clients.admin.rpc("is_admin")).data).toBe(false);
    expect(outcomeOf(await clients.admin.rpc("admin_add_members", { emails: [adminEmail] }))).toEqual(refusedSignedIn);
  });
});
