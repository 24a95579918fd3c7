import type { SupabaseClient } from "@supabase/supabase-js";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { saveReview, saveSession } from "@/features/drills/save-review";
import { addDays, indianDay } from "@/lib/indian-time";
import type { TriageItem } from "@/lib/drills/drill-item";
import { asPostgresError } from "@/local-supabase/db";
import { countRows, databaseKinds, newMember, startTestBackend, type TestBackend } from "./harness";

/**
 * The access matrix of the Data API: every table × every operation, plus rpc is_member, for four callers. Each cell
 * states what must happen; writes that must be refused are also checked to leave the table byte-for-byte unchanged,
 * and update/delete are replayed in SQL as the caller's role (`set local role` + `request.jwt.claims`, as the
 * router runs requests) to show that Postgres' grants and RLS policies refuse them, not only the HTTP layer.
 * rls.test.ts has the detailed behaviour (messages, return=representation, column grants); this file is the grid.
 */

type Member = Awaited<ReturnType<typeof newMember>>;
type Table = "users" | "user_profiles" | "feedback" | "lesson_progress" | "study_plans" | "stories" | "practice_attempts" | "mirror_gradings" | "drill_cards" | "drill_reviews" | "drill_sessions" | "solo_mock_attempts" | "solo_mock_answers";
type Actor = "anon" | "own" | "other" | "service";

const ACTORS: Record<Actor, string> = {
  anon: "anonymous",
  own: "A on A's rows",
  other: "A on B's rows",
  service: "service role",
};
const PAGE = "/dashboard/intro/welcome";
const OTHER_PAGE = "/dashboard/analytical/metrics";
const planOf = (userId: string) => ({ user_id: userId, interview_date: addDays(indianDay(new Date()), 30), companies: ["swiggy"], hours_per_week: 6 });
const storyOf = (userId: string) => ({
  user_id: userId, title: "Pune late orders", situation: "Imagine late orders at one in five.", task: "Under 5% by Diwali.",
  action: "Picking in aisle order.", result: "4% in three weeks.", competencies: ["impact"],
});
const attemptOf = (userId: string) => ({ user_id: userId, question_id: "biggest-impact-story", answer: "My answer so far", seconds_taken: 60 });
const gradingOf = (userId: string) => ({ user_id: userId, question_id: "biggest-impact-story", sample_index: 0, skill: "results", learner_grade: 4, editor_grade: 1 });

const DRILL: TriageItem = {
  kind: "triage", id: "upi-success-rate-drop", title: "UPI drop", lesson: "/dashboard/execution/root-cause", scenario: "It fell.",
  checks: [0, 1, 2, 3].map((index) => ({ text: `Check ${index}`, why: "Why", best: index === 0 })),
};
const drillReview = () => ({ type: "review" as const, id: randomUUID(), itemId: DRILL.id, answer: { kind: "triage" as const, check: 0 }, at: new Date().toISOString(), sessionId: null });
/** A row of each drills table for a member, as the service role would write it. */
const drillRowOf = (table: "drill_cards" | "drill_reviews" | "drill_sessions", userId: string): Record<string, unknown> => {
  const now = new Date().toISOString();
  if (table === "drill_sessions") return { id: randomUUID(), user_id: userId, finished_at: now, answers: 1 };
  if (table === "drill_reviews") return { id: randomUUID(), user_id: userId, item_id: "other-item", kind: "triage", rating: 3, result: "right", reviewed_at: now };
  return {
    user_id: userId, item_id: "other-item", due: now, stability: 1, difficulty: 5, elapsed_days: 0, scheduled_days: 1,
    learning_steps: 0, reps: 1, lapses: 0, state: 2, last_review: now,
  };
};

// A solo mock answer long enough for the database's 120-character minimum.
const SOLO_ANSWER = "I would first confirm how orders are counted and which weeks we compare, then split causes into internal and external before picking one.";
/** A row of each solo mock table for a member, as the service role would write it. */
const soloRowOf = (table: "solo_mock_attempts" | "solo_mock_answers", userId: string, attemptId: string): Record<string, unknown> =>
  table === "solo_mock_attempts"
    ? { user_id: userId, script_id: "phonepe-first-upi-payment", current_node: "open" }
    : { attempt_id: attemptId, user_id: userId, position: 5, node_id: "fix", answer: SOLO_ANSWER };

/** What a request did, in the terms the matrix is written in. */
interface Outcome {
  status: number;
  code?: string;
  /** Rows returned (select, or a write asked for with return=representation). */
  rows?: number;
  /** The value an rpc returned. */
  value?: unknown;
}

interface Cell {
  row: string;
  actor: Actor;
  allowed: boolean;
  expected: Outcome;
  /** Sends the request; the table named in `unchanged` is compared before and after when the cell is refused. */
  send: () => Promise<Outcome>;
  unchanged?: Table;
  /** For update/delete: the same statement in SQL as the caller's role, and what Postgres must answer. */
  sql?: { statement: string; params: () => unknown[]; expected: string };
}

interface Recorded {
  expected: string;
  result: string;
  ok: boolean;
  sql?: string;
}

const describeOutcome = (outcome: Outcome) =>
  [outcome.status, outcome.code, outcome.rows === undefined ? undefined : `${outcome.rows} row${outcome.rows === 1 ? "" : "s"}`, outcome.value === undefined ? undefined : `→ ${JSON.stringify(outcome.value)}`]
    .filter((part) => part !== undefined)
    .join(" ");

/** Turns a supabase-js response into an Outcome: status, the error's SQLSTATE/PGRST code, and the row count. */
function outcomeOf(result: { status: number; error: { code?: string } | null; data: unknown }, rpc = false): Outcome {
  const outcome: Outcome = { status: result.status };
  if (result.error) outcome.code = result.error.code;
  else if (rpc) outcome.value = result.data;
  else if (Array.isArray(result.data)) outcome.rows = result.data.length;
  return outcome;
}

class Rollback extends Error {}

describe.each(databaseKinds())("RLS matrix on %s", (kind) => {
  let backend: TestBackend;
  let a: Member;
  let b: Member;
  /** A third member whose profile the service role deletes and re-creates, so A's and B's stay intact. */
  let c: Member;
  let anon: SupabaseClient;
  let service: SupabaseClient;
  const matrix = new Map<string, Partial<Record<Actor, Recorded>>>();
  /** Each member's open solo mock attempt, answered at its first node. */
  const soloAttempts = new Map<string, string>();

  beforeAll(async () => {
    backend = await startTestBackend(kind);
    a = await newMember(backend, "Asha Matrix");
    b = await newMember(backend, "Ravi Matrix");
    c = await newMember(backend, "Chitra Matrix");
    anon = backend.client();
    service = backend.service();
    // One feedback row each for A and B, and a spare for the service role to delete.
    for (const member of [a, b, c]) {
      const added = await member.client.from("feedback").insert({ page_url: PAGE, rating: "up", feedback_text: `from ${member.email}` });
      expect(added.error).toBeNull();
    }
    expect((await service.from("users").insert({ email: "service.target@example.com" })).error).toBeNull();
    // One plan and one story each, as /plan and /stories save them.
    for (const member of [a, b, c]) {
      expect((await member.client.from("study_plans").insert(planOf(member.user.id))).error).toBeNull();
      expect((await member.client.from("stories").insert(storyOf(member.user.id))).error).toBeNull();
    }
    // One practice answer and one Mirror grading each, as /practice saves them.
    for (const member of [a, b, c]) {
      expect((await member.client.from("practice_attempts").insert(attemptOf(member.user.id))).error).toBeNull();
      expect((await member.client.from("mirror_gradings").insert(gradingOf(member.user.id))).error).toBeNull();
    }
    // One progress row each, as the lesson page records a visit (for lessons the app server has listed).
    expect((await service.from("course_lessons").insert([{ path: PAGE }, { path: OTHER_PAGE }])).error).toBeNull();
    for (const member of [a, b, c]) {
      const visited = await member.client.from("lesson_progress").upsert({ user_id: member.user.id, lesson_path: PAGE, last_visited_at: new Date().toISOString() });
      expect(visited.error).toBeNull();
    }
    // One answer, card and finished session each, as /drills records them.
    for (const member of [a, b, c]) {
      expect(await saveReview(member.client, DRILL, drillReview())).toBe("recorded");
      await saveSession(member.client, { type: "session", id: randomUUID(), at: new Date().toISOString(), answers: 1 });
    }
    // One solo mock attempt each, answered at its first node, as /practice/mock/<id> records it.
    for (const member of [a, b, c]) {
      const started = await member.client.rpc("start_solo_mock", { p_script: "zepto-bengaluru-orders-drop", p_first_node: "open" });
      expect(started.error).toBeNull();
      soloAttempts.set(member.user.id, started.data as string);
      const answered = await member.client.rpc("answer_solo_mock", { p_attempt: started.data, p_position: 0, p_node: "open", p_answer: SOLO_ANSWER });
      expect(answered.data).toBe("recorded");
    }
  });

  afterAll(async () => {
    const rows = Object.fromEntries(
      [...matrix].map(([row, cells]) => [
        row,
        Object.fromEntries(
          (Object.keys(ACTORS) as Actor[]).map((actor) => {
            const cell = cells[actor];
            if (!cell) return [ACTORS[actor], "(not run)"];
            return [ACTORS[actor], `${cell.expected} → ${cell.result} ${cell.ok ? "✓" : "✗"}${cell.sql ? ` · sql: ${cell.sql}` : ""}`];
          }),
        ),
      ]),
    );
    console.log(`RLS matrix on ${kind}: expected → got, and for update/delete what the statement does in SQL as the caller's role`);
    console.table(rows);
    await backend?.close();
  });

  /** The whole table, in a stable order, as one string: a refused write must leave it identical. */
  const snapshot = (table: Table) =>
    backend.db.transaction(async (tx) => {
      const result = await tx.query<{ n: number; digest: string }>(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from public.${table} t`,
      );
      return result.rows[0]!;
    });

  /** Runs `statement` (without RETURNING) as the caller's database role, rolled back: "<n> rows" or the SQLSTATE. */
  async function asCaller(actor: "anon" | "own" | "other", statement: string, params: unknown[]): Promise<string> {
    const role = actor === "anon" ? "anon" : "authenticated";
    const claims = actor === "anon" ? { role: "anon" } : { ...decodeJwt(a.session.access_token), role: "authenticated" };
    let answer = "";
    try {
      await backend.db.transaction(async (tx) => {
        await tx.query(`set local role ${role}`);
        await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claims)]);
        const result = await tx.query<{ n: number }>(`with w as (${statement} returning 1) select count(*)::int as n from w`, params);
        answer = `${result.rows[0]!.n} rows`;
        throw new Rollback();
      });
    } catch (error) {
      if (!(error instanceof Rollback)) {
        const pgError = asPostgresError(error);
        if (!pgError) throw error;
        answer = pgError.code;
      }
    }
    return answer;
  }

  const clientOf = (actor: Actor) => (actor === "anon" ? anon : actor === "service" ? service : a.client);
  const refusedAnon = { status: 401, code: "42501" };
  const refusedMember = { status: 403, code: "42501" };
  const refused = (actor: Actor) => (actor === "anon" ? refusedAnon : refusedMember);

  // Cells run in this order; the service role's writes come last in each table (delete, then re-insert).
  const cells: Cell[] = [];
  const add = (cell: Cell) => cells.push(cell);
  const emailOf = (actor: Actor) => (actor === "other" ? b.email : a.email);
  const idOf = (actor: Actor) => (actor === "other" ? b.user.id : a.user.id);

  // public.users: the membership list. Nobody but the service role reads or writes it through the API.
  for (const actor of ["anon", "own", "other"] as const) {
    add({ row: "users select", actor, allowed: false, expected: refused(actor),
      send: async () => outcomeOf(await clientOf(actor).from("users").select("email").eq("email", emailOf(actor))) });
    add({ row: "users insert", actor, allowed: false, expected: refused(actor), unchanged: "users",
      send: async () => outcomeOf(await clientOf(actor).from("users").insert({ email: actor === "other" ? "b.friend@example.com" : "a.friend@example.com" })) });
    add({ row: "users update", actor, allowed: false, expected: refused(actor), unchanged: "users",
      send: async () => outcomeOf(await clientOf(actor).from("users").update({ created_at: "2020-01-01T00:00:00Z" }).eq("email", emailOf(actor))),
      sql: { statement: "update public.users set created_at = '2020-01-01' where email = $1", params: () => [emailOf(actor)], expected: "42501" } });
    add({ row: "users delete", actor, allowed: false, expected: refused(actor), unchanged: "users",
      send: async () => outcomeOf(await clientOf(actor).from("users").delete().eq("email", emailOf(actor))),
      sql: { statement: "delete from public.users where email = $1", params: () => [emailOf(actor)], expected: "42501" } });
  }
  add({ row: "users select", actor: "service", allowed: true, expected: { status: 200, rows: 1 },
    send: async () => outcomeOf(await service.from("users").select("email").eq("email", a.email)) });
  add({ row: "users update", actor: "service", allowed: true, expected: { status: 200, rows: 1 },
    send: async () => outcomeOf(await service.from("users").update({ created_at: "2020-01-01T00:00:00Z" }).eq("email", "service.target@example.com").select()) });
  add({ row: "users delete", actor: "service", allowed: true, expected: { status: 200, rows: 1 },
    send: async () => outcomeOf(await service.from("users").delete().eq("email", "service.target@example.com").select()) });
  add({ row: "users insert", actor: "service", allowed: true, expected: { status: 201, rows: 1 },
    send: async () => outcomeOf(await service.from("users").insert({ email: "service.added@example.com" }).select()) });

  // public.user_profiles: a member reads their own row only; nobody but the service role inserts, updates or deletes
  // (no screen edits a profile, so members have no update grant).
  add({ row: "user_profiles select", actor: "anon", allowed: false, expected: refusedAnon,
    send: async () => outcomeOf(await anon.from("user_profiles").select("*").eq("user_id", a.user.id)) });
  add({ row: "user_profiles select", actor: "own", allowed: true, expected: { status: 200, rows: 1 },
    send: async () => outcomeOf(await a.client.from("user_profiles").select("*").eq("user_id", a.user.id)) });
  add({ row: "user_profiles select", actor: "other", allowed: false, expected: { status: 200, rows: 0 },
    send: async () => outcomeOf(await a.client.from("user_profiles").select("*").eq("user_id", b.user.id)) });
  for (const actor of ["anon", "own", "other"] as const) {
    add({ row: "user_profiles insert", actor, allowed: false, expected: refused(actor), unchanged: "user_profiles",
      send: async () => outcomeOf(await clientOf(actor).from("user_profiles").insert({ user_id: idOf(actor), name: "Second profile" })) });
  }
  add({ row: "user_profiles update", actor: "anon", allowed: false, expected: refusedAnon, unchanged: "user_profiles",
    send: async () => outcomeOf(await anon.from("user_profiles").update({ name: "Anonymous edit" }).eq("user_id", a.user.id)),
    sql: { statement: "update public.user_profiles set name = 'Anonymous edit' where user_id = $1", params: () => [a.user.id], expected: "42501" } });
  add({ row: "user_profiles update", actor: "own", allowed: false, expected: refusedMember, unchanged: "user_profiles",
    send: async () => outcomeOf(await a.client.from("user_profiles").update({ linkedin_profile: "https://evil.example/x" }).eq("user_id", a.user.id).select("name")),
    sql: { statement: "update public.user_profiles set name = 'Asha Edited' where user_id = $1", params: () => [a.user.id], expected: "42501" } });
  add({ row: "user_profiles update", actor: "other", allowed: false, expected: refusedMember, unchanged: "user_profiles",
    send: async () => outcomeOf(await a.client.from("user_profiles").update({ name: "Hacked" }).eq("user_id", b.user.id).select("name")),
    sql: { statement: "update public.user_profiles set name = 'Hacked' where user_id = $1", params: () => [b.user.id], expected: "42501" } });
  for (const actor of ["anon", "own", "other"] as const) {
    add({ row: "user_profiles delete", actor, allowed: false, expected: refused(actor), unchanged: "user_profiles",
      send: async () => outcomeOf(await clientOf(actor).from("user_profiles").delete().eq("user_id", idOf(actor))),
      sql: { statement: "delete from public.user_profiles where user_id = $1", params: () => [idOf(actor)], expected: "42501" } });
  }
  add({ row: "user_profiles select", actor: "service", allowed: true, expected: { status: 200, rows: 1 },
    send: async () => outcomeOf(await service.from("user_profiles").select("*").eq("user_id", b.user.id)) });
  add({ row: "user_profiles update", actor: "service", allowed: true, expected: { status: 200, rows: 1 },
    send: async () => outcomeOf(await service.from("user_profiles").update({ name: "Chitra Edited" }).eq("user_id", c.user.id).select("name")) });
  add({ row: "user_profiles delete", actor: "service", allowed: true, expected: { status: 200, rows: 1 },
    send: async () => outcomeOf(await service.from("user_profiles").delete().eq("user_id", c.user.id).select("user_id")) });
  add({ row: "user_profiles insert", actor: "service", allowed: true, expected: { status: 201, rows: 1 },
    send: async () => outcomeOf(await service.from("user_profiles").insert({ user_id: c.user.id, name: "Chitra Restored" }).select("user_id")) });

  // public.feedback: insert-only for members, in their own name; reading and changing it is the service role's.
  for (const actor of ["anon", "own", "other"] as const) {
    add({ row: "feedback select", actor, allowed: false, expected: refused(actor),
      send: async () => outcomeOf(await clientOf(actor).from("feedback").select("*").eq("user_email", emailOf(actor))) });
    if (actor === "own") {
      add({ row: "feedback insert", actor, allowed: true, expected: { status: 201 },
        send: async () => {
          const mine = () => countRows(backend, "select count(*) as n from public.feedback where user_email = $1", [a.email]);
          const [total, own] = [(await snapshot("feedback")).n, await mine()];
          const result = outcomeOf(await a.client.from("feedback").insert({ user_email: a.email, page_url: PAGE, rating: "down" }));
          expect([(await snapshot("feedback")).n, await mine()]).toEqual([total + 1, own + 1]);
          return result;
        } });
    } else {
      add({ row: "feedback insert", actor, allowed: false, expected: refused(actor), unchanged: "feedback",
        send: async () => outcomeOf(await clientOf(actor).from("feedback").insert({ user_email: emailOf(actor), page_url: PAGE, rating: "down" })) });
    }
    add({ row: "feedback update", actor, allowed: false, expected: refused(actor), unchanged: "feedback",
      send: async () => outcomeOf(await clientOf(actor).from("feedback").update({ rating: "down" }).eq("user_email", emailOf(actor))),
      sql: { statement: "update public.feedback set rating = 'down' where user_email = $1", params: () => [emailOf(actor)], expected: "42501" } });
    add({ row: "feedback delete", actor, allowed: false, expected: refused(actor), unchanged: "feedback",
      send: async () => outcomeOf(await clientOf(actor).from("feedback").delete().eq("user_email", emailOf(actor))),
      sql: { statement: "delete from public.feedback where user_email = $1", params: () => [emailOf(actor)], expected: "42501" } });
  }
  add({ row: "feedback select", actor: "service", allowed: true, expected: { status: 200, rows: 1 },
    send: async () => outcomeOf(await service.from("feedback").select("*").eq("user_email", b.email)) });
  add({ row: "feedback update", actor: "service", allowed: true, expected: { status: 200, rows: 1 },
    send: async () => outcomeOf(await service.from("feedback").update({ feedback_text: "edited by an operator" }).eq("user_email", c.email).select("id")) });
  add({ row: "feedback delete", actor: "service", allowed: true, expected: { status: 200, rows: 1 },
    send: async () => outcomeOf(await service.from("feedback").delete().eq("user_email", c.email).select("id")) });
  add({ row: "feedback insert", actor: "service", allowed: true, expected: { status: 201, rows: 1 },
    send: async () => outcomeOf(await service.from("feedback").insert({ user_email: c.email, page_url: PAGE, rating: "up" }).select("id")) });

  // public.lesson_progress: a member reads and writes their own rows only (nobody else's, not even by naming them).
  const progressOf = (actor: Actor) => ({ user_id: idOf(actor), lesson_path: OTHER_PAGE, last_visited_at: new Date().toISOString() });
  add({ row: "lesson_progress select", actor: "anon", allowed: false, expected: refusedAnon,
    send: async () => outcomeOf(await anon.from("lesson_progress").select("*").eq("user_id", a.user.id)) });
  add({ row: "lesson_progress select", actor: "own", allowed: true, expected: { status: 200, rows: 1 },
    send: async () => outcomeOf(await a.client.from("lesson_progress").select("*").eq("user_id", a.user.id)) });
  add({ row: "lesson_progress select", actor: "other", allowed: false, expected: { status: 200, rows: 0 },
    send: async () => outcomeOf(await a.client.from("lesson_progress").select("*").eq("user_id", b.user.id)) });
  add({ row: "lesson_progress insert", actor: "anon", allowed: false, expected: refusedAnon, unchanged: "lesson_progress",
    send: async () => outcomeOf(await anon.from("lesson_progress").insert(progressOf("own"))) });
  add({ row: "lesson_progress insert", actor: "own", allowed: true, expected: { status: 201, rows: 1 },
    send: async () => outcomeOf(await a.client.from("lesson_progress").insert(progressOf("own")).select("lesson_path")) });
  add({ row: "lesson_progress insert", actor: "other", allowed: false, expected: refusedMember, unchanged: "lesson_progress",
    send: async () => outcomeOf(await a.client.from("lesson_progress").insert(progressOf("other"))) });
  add({ row: "lesson_progress update", actor: "anon", allowed: false, expected: refusedAnon, unchanged: "lesson_progress",
    send: async () => outcomeOf(await anon.from("lesson_progress").update({ completed_at: new Date().toISOString() }).eq("user_id", a.user.id)),
    sql: { statement: "update public.lesson_progress set completed_at = now() where user_id = $1", params: () => [a.user.id], expected: "42501" } });
  add({ row: "lesson_progress update", actor: "own", allowed: true, expected: { status: 200, rows: 2 },
    send: async () => outcomeOf(await a.client.from("lesson_progress").update({ completed_at: new Date().toISOString() }).eq("user_id", a.user.id).select("lesson_path")) });
  add({ row: "lesson_progress update", actor: "other", allowed: false, expected: { status: 200, rows: 0 }, unchanged: "lesson_progress",
    send: async () => outcomeOf(await a.client.from("lesson_progress").update({ completed_at: new Date().toISOString() }).eq("user_id", b.user.id).select("lesson_path")),
    sql: { statement: "update public.lesson_progress set completed_at = now() where user_id = $1", params: () => [b.user.id], expected: "0 rows" } });
  add({ row: "lesson_progress delete", actor: "anon", allowed: false, expected: refusedAnon, unchanged: "lesson_progress",
    send: async () => outcomeOf(await anon.from("lesson_progress").delete().eq("user_id", a.user.id)),
    sql: { statement: "delete from public.lesson_progress where user_id = $1", params: () => [a.user.id], expected: "42501" } });
  add({ row: "lesson_progress delete", actor: "other", allowed: false, expected: { status: 200, rows: 0 }, unchanged: "lesson_progress",
    send: async () => outcomeOf(await a.client.from("lesson_progress").delete().eq("user_id", b.user.id).select("lesson_path")),
    sql: { statement: "delete from public.lesson_progress where user_id = $1", params: () => [b.user.id], expected: "0 rows" } });
  add({ row: "lesson_progress delete", actor: "own", allowed: true, expected: { status: 200, rows: 2 },
    send: async () => outcomeOf(await a.client.from("lesson_progress").delete().eq("user_id", a.user.id).select("lesson_path")) });
  add({ row: "lesson_progress select", actor: "service", allowed: true, expected: { status: 200, rows: 1 },
    send: async () => outcomeOf(await service.from("lesson_progress").select("*").eq("user_id", b.user.id)) });
  add({ row: "lesson_progress update", actor: "service", allowed: true, expected: { status: 200, rows: 1 },
    send: async () => outcomeOf(await service.from("lesson_progress").update({ completed_at: new Date().toISOString() }).eq("user_id", c.user.id).select("lesson_path")) });
  add({ row: "lesson_progress delete", actor: "service", allowed: true, expected: { status: 200, rows: 1 },
    send: async () => outcomeOf(await service.from("lesson_progress").delete().eq("user_id", c.user.id).select("lesson_path")) });
  add({ row: "lesson_progress insert", actor: "service", allowed: true, expected: { status: 201, rows: 1 },
    send: async () => outcomeOf(await service.from("lesson_progress").insert({ user_id: c.user.id, lesson_path: PAGE }).select("lesson_path")) });

  // public.study_plans, public.stories and public.practice_attempts: a member reads and writes their own rows only.
  const shapes = {
    study_plans: { rowFor: planOf, change: { hours_per_week: 8 }, column: "hours_per_week = 8" },
    stories: { rowFor: storyOf, change: { title: "Renamed" }, column: "title = 'Renamed'" },
    practice_attempts: { rowFor: attemptOf, change: { answer: "Rewritten" }, column: "answer = 'Rewritten'" },
  };
  for (const table of ["study_plans", "stories", "practice_attempts"] as const) {
    // One row shape for every table, as supabase-js sees it (the tables have no generated types here).
    const rowFor = (userId: string): Record<string, unknown> => shapes[table].rowFor(userId);
    const { change, column } = shapes[table];
    add({ row: `${table} select`, actor: "anon", allowed: false, expected: refusedAnon,
      send: async () => outcomeOf(await anon.from(table).select("*").eq("user_id", a.user.id)) });
    add({ row: `${table} select`, actor: "own", allowed: true, expected: { status: 200, rows: 1 },
      send: async () => outcomeOf(await a.client.from(table).select("*").eq("user_id", a.user.id)) });
    add({ row: `${table} select`, actor: "other", allowed: false, expected: { status: 200, rows: 0 },
      send: async () => outcomeOf(await a.client.from(table).select("*").eq("user_id", b.user.id)) });
    add({ row: `${table} update`, actor: "anon", allowed: false, expected: refusedAnon, unchanged: table,
      send: async () => outcomeOf(await anon.from(table).update(change).eq("user_id", a.user.id)),
      sql: { statement: `update public.${table} set ${column} where user_id = $1`, params: () => [a.user.id], expected: "42501" } });
    add({ row: `${table} update`, actor: "own", allowed: true, expected: { status: 200, rows: 1 },
      send: async () => outcomeOf(await a.client.from(table).update(change).eq("user_id", a.user.id).select("user_id")) });
    add({ row: `${table} update`, actor: "other", allowed: false, expected: { status: 200, rows: 0 }, unchanged: table,
      send: async () => outcomeOf(await a.client.from(table).update(change).eq("user_id", b.user.id).select("user_id")),
      sql: { statement: `update public.${table} set ${column} where user_id = $1`, params: () => [b.user.id], expected: "0 rows" } });
    add({ row: `${table} delete`, actor: "anon", allowed: false, expected: refusedAnon, unchanged: table,
      send: async () => outcomeOf(await anon.from(table).delete().eq("user_id", a.user.id)),
      sql: { statement: `delete from public.${table} where user_id = $1`, params: () => [a.user.id], expected: "42501" } });
    add({ row: `${table} delete`, actor: "other", allowed: false, expected: { status: 200, rows: 0 }, unchanged: table,
      send: async () => outcomeOf(await a.client.from(table).delete().eq("user_id", b.user.id).select("user_id")),
      sql: { statement: `delete from public.${table} where user_id = $1`, params: () => [b.user.id], expected: "0 rows" } });
    add({ row: `${table} delete`, actor: "own", allowed: true, expected: { status: 200, rows: 1 },
      send: async () => outcomeOf(await a.client.from(table).delete().eq("user_id", a.user.id).select("user_id")) });
    add({ row: `${table} insert`, actor: "anon", allowed: false, expected: refusedAnon, unchanged: table,
      send: async () => outcomeOf(await anon.from(table).insert(rowFor(a.user.id))) });
    add({ row: `${table} insert`, actor: "own", allowed: true, expected: { status: 201, rows: 1 },
      send: async () => outcomeOf(await a.client.from(table).insert(rowFor(a.user.id)).select("user_id")) });
    add({ row: `${table} insert`, actor: "other", allowed: false, expected: refusedMember, unchanged: table,
      send: async () => outcomeOf(await a.client.from(table).insert(rowFor(b.user.id))) });
    add({ row: `${table} select`, actor: "service", allowed: true, expected: { status: 200, rows: 1 },
      send: async () => outcomeOf(await service.from(table).select("*").eq("user_id", b.user.id)) });
    add({ row: `${table} update`, actor: "service", allowed: true, expected: { status: 200, rows: 1 },
      send: async () => outcomeOf(await service.from(table).update(change).eq("user_id", c.user.id).select("user_id")) });
    add({ row: `${table} delete`, actor: "service", allowed: true, expected: { status: 200, rows: 1 },
      send: async () => outcomeOf(await service.from(table).delete().eq("user_id", c.user.id).select("user_id")) });
    add({ row: `${table} insert`, actor: "service", allowed: true, expected: { status: 201, rows: 1 },
      send: async () => outcomeOf(await service.from(table).insert(rowFor(c.user.id)).select("user_id")) });
  }

  // public.mirror_gradings: a member adds and reads their own gradings, a record nobody but the service role changes.
  add({ row: "mirror_gradings select", actor: "anon", allowed: false, expected: refusedAnon,
    send: async () => outcomeOf(await anon.from("mirror_gradings").select("*").eq("user_id", a.user.id)) });
  add({ row: "mirror_gradings select", actor: "own", allowed: true, expected: { status: 200, rows: 1 },
    send: async () => outcomeOf(await a.client.from("mirror_gradings").select("*").eq("user_id", a.user.id)) });
  add({ row: "mirror_gradings select", actor: "other", allowed: false, expected: { status: 200, rows: 0 },
    send: async () => outcomeOf(await a.client.from("mirror_gradings").select("*").eq("user_id", b.user.id)) });
  add({ row: "mirror_gradings insert", actor: "anon", allowed: false, expected: refusedAnon, unchanged: "mirror_gradings",
    send: async () => outcomeOf(await anon.from("mirror_gradings").insert(gradingOf(a.user.id))) });
  add({ row: "mirror_gradings insert", actor: "own", allowed: true, expected: { status: 201, rows: 1 },
    send: async () => outcomeOf(await a.client.from("mirror_gradings").insert(gradingOf(a.user.id)).select("user_id")) });
  add({ row: "mirror_gradings insert", actor: "other", allowed: false, expected: refusedMember, unchanged: "mirror_gradings",
    send: async () => outcomeOf(await a.client.from("mirror_gradings").insert(gradingOf(b.user.id))) });
  for (const actor of ["anon", "own", "other"] as const) {
    add({ row: "mirror_gradings update", actor, allowed: false, expected: refused(actor), unchanged: "mirror_gradings",
      send: async () => outcomeOf(await clientOf(actor).from("mirror_gradings").update({ editor_grade: 4 }).eq("user_id", idOf(actor))),
      sql: { statement: "update public.mirror_gradings set editor_grade = 4 where user_id = $1", params: () => [idOf(actor)], expected: "42501" } });
    add({ row: "mirror_gradings delete", actor, allowed: false, expected: refused(actor), unchanged: "mirror_gradings",
      send: async () => outcomeOf(await clientOf(actor).from("mirror_gradings").delete().eq("user_id", idOf(actor))),
      sql: { statement: "delete from public.mirror_gradings where user_id = $1", params: () => [idOf(actor)], expected: "42501" } });
  }
  add({ row: "mirror_gradings select", actor: "service", allowed: true, expected: { status: 200, rows: 1 },
    send: async () => outcomeOf(await service.from("mirror_gradings").select("*").eq("user_id", b.user.id)) });
  add({ row: "mirror_gradings update", actor: "service", allowed: true, expected: { status: 200, rows: 1 },
    send: async () => outcomeOf(await service.from("mirror_gradings").update({ editor_grade: 2 }).eq("user_id", c.user.id).select("user_id")) });
  add({ row: "mirror_gradings delete", actor: "service", allowed: true, expected: { status: 200, rows: 1 },
    send: async () => outcomeOf(await service.from("mirror_gradings").delete().eq("user_id", c.user.id).select("user_id")) });
  add({ row: "mirror_gradings insert", actor: "service", allowed: true, expected: { status: 201, rows: 1 },
    send: async () => outcomeOf(await service.from("mirror_gradings").insert(gradingOf(c.user.id)).select("user_id")) });

  // rpc is_member(): answers for the caller's own token only; there is no argument with which to ask about B.
  add({ row: "rpc is_member", actor: "anon", allowed: false, expected: refusedAnon,
    send: async () => outcomeOf(await anon.rpc("is_member"), true) });
  add({ row: "rpc is_member", actor: "own", allowed: true, expected: { status: 200, value: true },
    send: async () => outcomeOf(await a.client.rpc("is_member"), true) });
  add({ row: "rpc is_member", actor: "other", allowed: false, expected: { status: 404, code: "PGRST202" },
    send: async () => outcomeOf(await a.client.rpc("is_member", { email: b.email }), true) });
  add({ row: "rpc is_member", actor: "service", allowed: true, expected: { status: 200, value: false },
    send: async () => outcomeOf(await service.rpc("is_member"), true) });
  // public.drill_cards, drill_reviews and drill_sessions: a member reads their own rows; nobody but the service role
  // writes them directly (answers go through rpc record_drill_review, below).
  for (const table of ["drill_cards", "drill_reviews", "drill_sessions"] as const) {
    const change = table === "drill_sessions" ? { answers: 9 } : table === "drill_cards" ? { reps: 9 } : { rating: 1 };
    const column = Object.keys(change)[0]!;
    add({ row: `${table} select`, actor: "anon", allowed: false, expected: refusedAnon,
      send: async () => outcomeOf(await anon.from(table).select("*").eq("user_id", a.user.id)) });
    add({ row: `${table} select`, actor: "own", allowed: true, expected: { status: 200, rows: 1 },
      send: async () => outcomeOf(await a.client.from(table).select("*").eq("user_id", a.user.id)) });
    add({ row: `${table} select`, actor: "other", allowed: false, expected: { status: 200, rows: 0 },
      send: async () => outcomeOf(await a.client.from(table).select("*").eq("user_id", b.user.id)) });
    for (const actor of ["anon", "own", "other"] as const) {
      add({ row: `${table} insert`, actor, allowed: false, expected: refused(actor), unchanged: table,
        send: async () => outcomeOf(await clientOf(actor).from(table).insert(drillRowOf(table, idOf(actor)))) });
      add({ row: `${table} update`, actor, allowed: false, expected: refused(actor), unchanged: table,
        send: async () => outcomeOf(await clientOf(actor).from(table).update(change).eq("user_id", idOf(actor))),
        sql: { statement: `update public.${table} set ${column} = 9 where user_id = $1`, params: () => [idOf(actor)], expected: "42501" } });
      add({ row: `${table} delete`, actor, allowed: false, expected: refused(actor), unchanged: table,
        send: async () => outcomeOf(await clientOf(actor).from(table).delete().eq("user_id", idOf(actor))),
        sql: { statement: `delete from public.${table} where user_id = $1`, params: () => [idOf(actor)], expected: "42501" } });
    }
    add({ row: `${table} select`, actor: "service", allowed: true, expected: { status: 200, rows: 1 },
      send: async () => outcomeOf(await service.from(table).select("*").eq("user_id", b.user.id)) });
    add({ row: `${table} update`, actor: "service", allowed: true, expected: { status: 200, rows: 1 },
      send: async () => outcomeOf(await service.from(table).update(change).eq("user_id", c.user.id).select("user_id")) });
    add({ row: `${table} delete`, actor: "service", allowed: true, expected: { status: 200, rows: 1 },
      send: async () => outcomeOf(await service.from(table).delete().eq("user_id", c.user.id).select("user_id")) });
    add({ row: `${table} insert`, actor: "service", allowed: true, expected: { status: 201, rows: 1 },
      send: async () => outcomeOf(await service.from(table).insert(drillRowOf(table, c.user.id)).select("user_id")) });
  }

  // rpc record_drill_session: records for the caller's own token only; there is no argument naming another member.
  // (record_drill_review's rules, duplicates and late answers, are in drills.test.ts.)
  const sessionArgs = () => ({ p_id: randomUUID(), p_finished_at: new Date().toISOString(), p_answers: 1 });
  add({ row: "rpc record_drill_session", actor: "anon", allowed: false, expected: refusedAnon, unchanged: "drill_sessions",
    send: async () => outcomeOf(await anon.rpc("record_drill_session", sessionArgs()), true) });
  add({ row: "rpc record_drill_session", actor: "own", allowed: true, expected: { status: 200, value: "recorded" },
    send: async () => outcomeOf(await a.client.rpc("record_drill_session", sessionArgs()), true) });
  add({ row: "rpc record_drill_session", actor: "other", allowed: false, expected: { status: 404, code: "PGRST202" }, unchanged: "drill_sessions",
    send: async () => outcomeOf(await a.client.rpc("record_drill_session", { ...sessionArgs(), p_user_id: b.user.id }), true) });
  add({ row: "rpc record_drill_session", actor: "service", allowed: false, expected: refusedMember, unchanged: "drill_sessions",
    send: async () => outcomeOf(await service.rpc("record_drill_session", sessionArgs()), true) });

  // public.solo_mock_attempts and solo_mock_answers: a member reads their own rows; nobody but the service role writes
  // them directly (answers go through rpc answer_solo_mock and tick_solo_mock). Answers first: deleting C's attempt
  // takes its answers with it.
  for (const table of ["solo_mock_answers", "solo_mock_attempts"] as const) {
    const change = table === "solo_mock_answers" ? { node_id: "changed" } : { current_node: "changed" };
    const column = Object.keys(change)[0]!;
    const soloAttemptOf = (userId: string) => soloAttempts.get(userId)!;
    add({ row: `${table} select`, actor: "anon", allowed: false, expected: refusedAnon,
      send: async () => outcomeOf(await anon.from(table).select("*").eq("user_id", a.user.id)) });
    add({ row: `${table} select`, actor: "own", allowed: true, expected: { status: 200, rows: 1 },
      send: async () => outcomeOf(await a.client.from(table).select("*").eq("user_id", a.user.id)) });
    add({ row: `${table} select`, actor: "other", allowed: false, expected: { status: 200, rows: 0 },
      send: async () => outcomeOf(await a.client.from(table).select("*").eq("user_id", b.user.id)) });
    for (const actor of ["anon", "own", "other"] as const) {
      add({ row: `${table} insert`, actor, allowed: false, expected: refused(actor), unchanged: table,
        send: async () => outcomeOf(await clientOf(actor).from(table).insert(soloRowOf(table, idOf(actor), soloAttemptOf(idOf(actor))))) });
      add({ row: `${table} update`, actor, allowed: false, expected: refused(actor), unchanged: table,
        send: async () => outcomeOf(await clientOf(actor).from(table).update(change).eq("user_id", idOf(actor))),
        sql: { statement: `update public.${table} set ${column} = 'changed' where user_id = $1`, params: () => [idOf(actor)], expected: "42501" } });
      add({ row: `${table} delete`, actor, allowed: false, expected: refused(actor), unchanged: table,
        send: async () => outcomeOf(await clientOf(actor).from(table).delete().eq("user_id", idOf(actor))),
        sql: { statement: `delete from public.${table} where user_id = $1`, params: () => [idOf(actor)], expected: "42501" } });
    }
    add({ row: `${table} select`, actor: "service", allowed: true, expected: { status: 200, rows: 1 },
      send: async () => outcomeOf(await service.from(table).select("*").eq("user_id", b.user.id)) });
    add({ row: `${table} update`, actor: "service", allowed: true, expected: { status: 200, rows: 1 },
      send: async () => outcomeOf(await service.from(table).update(change).eq("user_id", c.user.id).select("user_id")) });
    add({ row: `${table} delete`, actor: "service", allowed: true, expected: { status: 200, rows: 1 },
      send: async () => outcomeOf(await service.from(table).delete().eq("user_id", c.user.id).select("user_id")) });
    add({ row: `${table} insert`, actor: "service", allowed: true, expected: { status: 201, rows: 1 },
      send: async () => outcomeOf(await service.from(table).insert(soloRowOf(table, c.user.id, soloAttemptOf(c.user.id))).select("user_id")) });
  }

  // rpc answer_solo_mock: answers the caller's own attempt only; another member's attempt does not exist for them.
  // (The order of answers and ticks, and the limits, are in solo-mocks.test.ts.)
  const soloAnswer = (userId: string) => ({ p_attempt: soloAttempts.get(userId), p_position: 0, p_node: "open", p_answer: SOLO_ANSWER });
  add({ row: "rpc answer_solo_mock", actor: "anon", allowed: false, expected: refusedAnon, unchanged: "solo_mock_answers",
    send: async () => outcomeOf(await anon.rpc("answer_solo_mock", soloAnswer(a.user.id)), true) });
  add({ row: "rpc answer_solo_mock", actor: "own", allowed: true, expected: { status: 200, value: "duplicate" },
    send: async () => outcomeOf(await a.client.rpc("answer_solo_mock", soloAnswer(a.user.id)), true) });
  add({ row: "rpc answer_solo_mock", actor: "other", allowed: false, expected: refusedMember, unchanged: "solo_mock_answers",
    send: async () => outcomeOf(await a.client.rpc("answer_solo_mock", { ...soloAnswer(b.user.id), p_answer: `${SOLO_ANSWER} Written by A.` }), true) });
  add({ row: "rpc answer_solo_mock", actor: "service", allowed: false, expected: refusedMember, unchanged: "solo_mock_answers",
    send: async () => outcomeOf(await service.rpc("answer_solo_mock", soloAnswer(b.user.id)), true) });

  it.each(cells.map((cell) => [`${cell.row} as ${ACTORS[cell.actor]}: ${cell.allowed ? "allowed" : "refused"} (${describeOutcome(cell.expected)})`, cell] as const))(
    "%s",
    async (_name, cell) => {
      const before = cell.unchanged ? await snapshot(cell.unchanged) : null;
      const recorded: Recorded = { expected: `${cell.allowed ? "allow" : "refuse"} ${describeOutcome(cell.expected)}`, result: "(threw)", ok: false };
      matrix.set(cell.row, { ...matrix.get(cell.row), [cell.actor]: recorded });

      const outcome = await cell.send();
      recorded.result = describeOutcome(outcome);
      const unchanged = before ? JSON.stringify(await snapshot(cell.unchanged!)) === JSON.stringify(before) : true;
      if (!unchanged) recorded.result += " (table changed)";
      if (cell.sql) recorded.sql = await asCaller(cell.actor as "anon" | "own" | "other", cell.sql.statement, cell.sql.params());
      recorded.ok = unchanged && JSON.stringify(outcome) === JSON.stringify(cell.expected) && (!cell.sql || recorded.sql === cell.sql.expected);

      expect(outcome.status).toBeLessThan(500);
      expect(outcome).toEqual(cell.expected);
      expect(unchanged, `${cell.unchanged} changed`).toBe(true);
      if (cell.sql) expect(recorded.sql).toBe(cell.sql.expected);
    },
  );

  it("covers every table × operation × caller, and the rpc", () => {
    expect(matrix.size).toBe(55);
    for (const [row, byActor] of matrix) expect(Object.keys(byActor).sort(), row).toEqual(["anon", "other", "own", "service"]);
  });
});
