import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { courseNavigation } from "@/lib/course/navigation";
import { PUBLISHABLE_KEY, SECRET_KEY } from "@/local-supabase/config";
import { countRows, databaseKinds, newMember, startTestBackend, type TestBackend } from "./harness";

const LESSON = "/dashboard/analytical/metrics";
const ANOTHER = "/dashboard/estimation/overview";
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

type Member = Awaited<ReturnType<typeof newMember>>;

// What the app relies on when it records progress with upserts (features/progress/record-progress.ts): a retried or
// doubled request leaves the same row, late arrivals do not rewrite history, and nobody touches another's rows.
describe.each(databaseKinds())("lesson progress on %s", (kind) => {
  let backend: TestBackend;
  let member: Member;
  let other: Member;

  beforeAll(async () => {
    backend = await startTestBackend(kind);
    [member, other] = [await newMember(backend, "Progress One"), await newMember(backend, "Progress Two")];
    // As the app server does before recording progress (features/progress/known-lessons.ts).
    expect((await backend.service().from("course_lessons").insert([{ path: LESSON }, { path: ANOTHER }])).error).toBeNull();
  });
  afterAll(async () => {
    await backend?.close();
  });

  const record = (who: Member, row: Record<string, unknown>) =>
    who.client.from("lesson_progress").upsert({ user_id: who.user.id, ...row }, { onConflict: "user_id,lesson_path" });
  const rowOf = async (who: Member, path: string) =>
    (await who.client.from("lesson_progress").select("first_visited_at, last_visited_at, completed_at").eq("lesson_path", path).maybeSingle()).data;

  it("keeps one row per lesson: a doubled visit changes nothing, a later one moves only 'last visited'", async () => {
    const first = minutesAgo(10);
    expect((await record(member, { lesson_path: LESSON, last_visited_at: first })).error).toBeNull();
    const once = await rowOf(member, LESSON);
    expect((await record(member, { lesson_path: LESSON, last_visited_at: first })).error).toBeNull();
    expect(await rowOf(member, LESSON)).toEqual(once);

    const later = minutesAgo(2);
    expect((await record(member, { lesson_path: LESSON, last_visited_at: later })).error).toBeNull();
    const row = await rowOf(member, LESSON);
    expect(row!.completed_at).toBeNull();
    expect(Date.parse(row!.first_visited_at)).toBe(Date.parse(first));
    expect(Date.parse(row!.last_visited_at)).toBe(Date.parse(later));
    expect(await countRows(backend, "select count(*) as n from public.lesson_progress where user_id = $1", [member.user.id])).toBe(1);
  });

  it("does not move 'last visited' back when an older visit arrives late, nor into the future", async () => {
    const before = await rowOf(member, LESSON);
    expect((await record(member, { lesson_path: LESSON, last_visited_at: minutesAgo(60) })).error).toBeNull();
    expect(await rowOf(member, LESSON)).toEqual(before);

    expect((await record(member, { lesson_path: ANOTHER, last_visited_at: new Date(Date.now() + 86_400_000).toISOString() })).error).toBeNull();
    expect(Date.parse((await rowOf(member, ANOTHER))!.last_visited_at)).toBeLessThanOrEqual(Date.now());
  });

  it("keeps the first completion when a lesson is finished twice, and clears it on undo", async () => {
    const finished = minutesAgo(1);
    expect((await record(member, { lesson_path: LESSON, last_visited_at: finished, completed_at: finished })).error).toBeNull();
    expect((await record(member, { lesson_path: LESSON, last_visited_at: minutesAgo(0), completed_at: minutesAgo(0) })).error).toBeNull();
    expect(Date.parse((await rowOf(member, LESSON))!.completed_at!)).toBe(Date.parse(finished));

    expect((await record(member, { lesson_path: LESSON, last_visited_at: minutesAgo(0), completed_at: null })).error).toBeNull();
    expect((await rowOf(member, LESSON))!.completed_at).toBeNull();
  });

  it("refuses a lesson path that is not a route, and leaves nothing behind", async () => {
    const refused = await record(member, { lesson_path: "/profile", last_visited_at: minutesAgo(0) });
    expect(refused.error?.code).toBe("23514");
    expect(await countRows(backend, "select count(*) as n from public.lesson_progress where lesson_path = '/profile'", [])).toBe(0);
  });

  it("refuses progress for a lesson the course does not have, so a member's rows are as many as its lessons at most", async () => {
    const made = Array.from({ length: 5 }, (_, i) => ({ user_id: member.user.id, lesson_path: `/dashboard/made-up/lesson-${i}` }));
    const refused = await member.client.from("lesson_progress").upsert(made, { onConflict: "user_id,lesson_path" });
    expect(refused.error?.code).toBe("23503");
    const single = await record(member, { lesson_path: "/dashboard/made-up/lesson-9", last_visited_at: minutesAgo(0) });
    expect(single.error?.code).toBe("23503");
    expect(await countRows(backend, "select count(*) as n from public.lesson_progress where lesson_path like '/dashboard/made-up/%'", [])).toBe(0);
  });

  it("lets no member or visitor add to, change or read the course's list of lessons", async () => {
    const path = "/dashboard/made-up/member-added";
    for (const client of [member.client, backend.client()]) {
      expect((await client.from("course_lessons").insert({ path })).error?.code).toBe("42501");
      expect((await client.from("course_lessons").delete().eq("path", LESSON)).error?.code).toBe("42501");
      expect((await client.from("course_lessons").select("path")).error?.code).toBe("42501");
    }
    expect(await countRows(backend, "select count(*) as n from public.course_lessons where path in ($1, $2)", [path, LESSON])).toBe(1);
  });

  it("takes progress for every lesson once the app server has listed them with the service key", async () => {
    process.env.NEXT_PUBLIC_SUPABASE_URL = backend.url;
    process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = PUBLISHABLE_KEY;
    process.env.SUPABASE_SECRET_KEY = SECRET_KEY;
    // A fresh module per database: the list is written once per server process.
    vi.resetModules();
    const { ensureLessonsKnown } = await import("@/features/progress/known-lessons");
    const lastLesson = courseNavigation.lessons.at(-1)!.path;
    expect((await record(member, { lesson_path: lastLesson, last_visited_at: minutesAgo(0) })).error?.code).toBe("23503");
    await ensureLessonsKnown();
    expect(await countRows(backend, "select count(*) as n from public.course_lessons", [])).toBe(courseNavigation.lessons.length);
    expect((await record(member, { lesson_path: lastLesson, last_visited_at: minutesAgo(0) })).error).toBeNull();
  });

  it("never lets one member read, write or move another's rows", async () => {
    expect((await record(other, { lesson_path: LESSON, last_visited_at: minutesAgo(3) })).error).toBeNull();
    const seen = await member.client.from("lesson_progress").select("user_id");
    expect(new Set(seen.data!.map((row) => row.user_id))).toEqual(new Set([member.user.id]));

    const written = await member.client.from("lesson_progress").upsert({ user_id: other.user.id, lesson_path: ANOTHER });
    expect(written.error?.code).toBe("42501");
    // Nor can a member hand their own row to someone else: the key columns stay as they were.
    const moved = await member.client.from("lesson_progress").update({ user_id: other.user.id }).eq("lesson_path", ANOTHER).select("user_id");
    expect(moved.error).toBeNull();
    expect(moved.data).toEqual([{ user_id: member.user.id }]);
    expect(await countRows(backend, "select count(*) as n from public.lesson_progress where user_id = $1", [other.user.id])).toBe(1);
  });

  it("stops a former member from reading or recording progress", async () => {
    const former = await newMember(backend, "Progress Former");
    expect((await record(former, { lesson_path: LESSON, last_visited_at: minutesAgo(1) })).error).toBeNull();
    expect((await backend.service().from("users").delete().eq("email", former.email)).error).toBeNull();
    expect((await former.client.from("lesson_progress").select("lesson_path")).data).toEqual([]);
    expect((await record(former, { lesson_path: ANOTHER, last_visited_at: minutesAgo(0) })).error?.code).toBe("42501");
  });

  it("deletes a member's progress with their account", async () => {
    const leaving = await newMember(backend, "Progress Leaving");
    expect((await record(leaving, { lesson_path: LESSON, last_visited_at: minutesAgo(1) })).error).toBeNull();
    await backend.db.transaction((tx) => tx.query("delete from auth.users where id = $1", [leaving.user.id]));
    expect(await countRows(backend, "select count(*) as n from public.lesson_progress where user_id = $1", [leaving.user.id])).toBe(0);
  });
});
