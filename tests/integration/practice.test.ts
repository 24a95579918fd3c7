import { randomUUID } from "node:crypto";
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ANON_KEY, SERVICE_ROLE_KEY } from "@/local-supabase/config";
import { loadQuestionBank } from "@/lib/practice/question-files";
import { indianDay } from "@/lib/indian-time";
import { loadPracticeEvidence } from "@/features/practice/load-practice-evidence";
import { countRows, databaseKinds, newMember, startTestBackend, type TestBackend } from "./harness";

type Member = Awaited<ReturnType<typeof newMember>>;

const QUESTION = "a-launch-that-failed";
const save = (who: Member, id: string, answer: string, extra: Record<string, unknown> = {}) =>
  who.client.from("practice_attempts").upsert({ id, user_id: who.user.id, question_id: QUESTION, answer, seconds_taken: 30, ...extra });

// What /practice relies on, whatever client writes: an answer's length and the attempts an hour are limited with
// plain messages; the loop's order (submit, grade, reveal) holds; a submitted answer stays as it was; nobody reads
// another member's attempts or gradings; a former member writes nothing; everything goes with the account.
describe.each(databaseKinds())("practice on %s", (kind) => {
  let backend: TestBackend;
  let member: Member;
  let other: Member;

  beforeAll(async () => {
    backend = await startTestBackend(kind);
    [member, other] = [await newMember(backend, "Practice One"), await newMember(backend, "Practice Two")];
  });
  afterAll(async () => {
    await backend?.close();
  });

  it("saves an answer again and again into one attempt, then fixes it once submitted", async () => {
    const id = randomUUID();
    expect((await save(member, id, "First words")).error).toBeNull();
    expect((await save(member, id, "First words, then more")).error).toBeNull();
    expect((await save(member, id, "The whole answer", { submitted_at: new Date().toISOString() })).error).toBeNull();
    const changed = await save(member, id, "Rewritten after submitting");
    expect(changed.error?.message).toBe("This answer was submitted and can no longer change. Answer the question again to write a new one.");
    expect(changed.status).toBe(400);
    const rows = await member.client.from("practice_attempts").select("answer, submitted_at").eq("id", id);
    expect(rows.data).toEqual([{ answer: "The whole answer", submitted_at: expect.any(String) }]);
  });

  it("refuses an answer over 20,000 characters with its limit, and keeps the saved one", async () => {
    const id = randomUUID();
    expect((await save(member, id, "Short")).error).toBeNull();
    const long = await save(member, id, "x".repeat(20_001));
    expect(long.error?.message).toBe("An answer holds at most 20,000 characters; this one has 20,001. Shorten it, then save again.");
    expect(long.status).toBe(400);
    expect((await save(member, id, "y".repeat(20_000))).error).toBeNull();
  });

  it("grades only a submitted answer, with grades 1 to 5, and shows samples only after grading", async () => {
    const id = randomUUID();
    expect((await save(member, id, "An answer")).error).toBeNull();
    const early = await member.client.from("practice_attempts").update({ self_grades: { results: 3 } }).eq("id", id);
    expect(early.error?.message).toBe("Submit the answer before grading it.");
    expect((await member.client.from("practice_attempts").update({ submitted_at: new Date().toISOString() }).eq("id", id)).error).toBeNull();
    const peek = await member.client.from("practice_attempts").update({ revealed_samples: [0] }).eq("id", id);
    expect(peek.error?.message).toBe("Grade your answer before the sample answers are shown.");
    for (const grades of [{ results: 6 }, { results: 0 }, { results: "4" }, { "Not A Skill": 3 }, [3]]) {
      expect((await member.client.from("practice_attempts").update({ self_grades: grades }).eq("id", id)).error?.code).toBe("23514");
    }
    expect((await member.client.from("practice_attempts").update({ self_grades: { results: 4, reflection: 2 } }).eq("id", id)).error).toBeNull();
    expect((await member.client.from("practice_attempts").update({ revealed_samples: [0, 1] }).eq("id", id)).error).toBeNull();
    const row = await member.client.from("practice_attempts").select("self_grades, graded_at, revealed_samples").eq("id", id).single();
    expect(row.data).toEqual({ self_grades: { results: 4, reflection: 2 }, graded_at: expect.any(String), revealed_samples: [0, 1] });
  });

  it("starts at most 30 attempts a member an hour, while saves to a started one go on", async () => {
    const busy = await newMember(backend, "Practice Busy");
    const ids = Array.from({ length: 30 }, () => randomUUID());
    for (const id of ids) expect((await save(busy, id, "Attempt")).error).toBeNull();
    const thirtyFirst = await save(busy, randomUUID(), "One too many");
    expect(thirtyFirst.error?.message).toBe("You can start at most 30 practice answers an hour. Carry on with one you started, or come back later.");
    expect(thirtyFirst.status).toBe(400);
    expect((await save(busy, ids[0]!, "Attempt, carried on")).error).toBeNull();
    expect(await countRows(backend, "select count(*) as n from public.practice_attempts where user_id = $1", [busy.user.id])).toBe(30);
  });

  it("keeps counting attempts a member deleted against the hour's 30", async () => {
    const tidy = await newMember(backend, "Practice Tidy");
    const ids = Array.from({ length: 30 }, () => randomUUID());
    for (const id of ids) expect((await save(tidy, id, "Attempt")).error).toBeNull();
    expect((await tidy.client.from("practice_attempts").delete().in("id", ids.slice(0, 10)).select("id")).data).toHaveLength(10);
    const again = await save(tidy, randomUUID(), "After deleting ten");
    expect(again.error?.message).toBe("You can start at most 30 practice answers an hour. Carry on with one you started, or come back later.");
  });

  it("submits only an answer with words in it, whatever whitespace the rest is", async () => {
    for (const blank of ["", "   ", "\t\n\r", "\u00a0\u2003\u3000", "\u2028\ufeff"]) {
      const id = randomUUID();
      const submitted = await save(member, id, blank, { submitted_at: new Date().toISOString() });
      expect(submitted.error?.message, JSON.stringify(blank)).toBe("Write your answer before submitting it.");
      expect((await save(member, id, blank)).error).toBeNull();
      const later = await member.client.from("practice_attempts").update({ submitted_at: new Date().toISOString() }).eq("id", id);
      expect(later.error?.message, JSON.stringify(blank)).toBe("Write your answer before submitting it.");
      const row = await member.client.from("practice_attempts").select("submitted_at").eq("id", id).single();
      expect(row.data).toEqual({ submitted_at: null });
    }
  });

  it("shows a member neither another's attempts nor their gradings, and lets them change neither", async () => {
    const theirs = randomUUID();
    expect((await save(other, theirs, "Other's private answer")).error).toBeNull();
    const grading = { user_id: other.user.id, question_id: QUESTION, sample_index: 0, skill: "results", learner_grade: 4, editor_grade: 2 };
    expect((await other.client.from("mirror_gradings").insert(grading)).error).toBeNull();
    expect((await member.client.from("practice_attempts").select("*").eq("user_id", other.user.id)).data).toEqual([]);
    expect((await member.client.from("mirror_gradings").select("*").eq("user_id", other.user.id)).data).toEqual([]);
    // An upsert naming the other member's attempt id starts an attempt of this member's own: it neither takes theirs
    // over nor tells that the id is taken. Naming the other member as well is refused as for an id nobody holds.
    expect((await save(member, theirs, "Mine now")).error).toBeNull();
    expect((await member.client.from("practice_attempts").select("answer").eq("id", theirs)).data).toEqual([{ answer: "Mine now" }]);
    const asThem = (id: string) => member.client.from("practice_attempts").upsert({ id, user_id: other.user.id, question_id: QUESTION, answer: "x" });
    const [taken, free] = [await asThem(theirs), await asThem(randomUUID())];
    expect(taken.error?.code).toBe("42501");
    expect({ ...taken.error, status: taken.status }).toEqual({ ...free.error, status: free.status });
    // Deleting by that id deletes the member's own attempt only.
    expect((await member.client.from("practice_attempts").delete().eq("id", theirs).select("user_id")).data).toEqual([{ user_id: member.user.id }]);
    expect((await member.client.from("mirror_gradings").insert({ ...grading, learner_grade: 1 })).error?.code).toBe("42501");
    expect((await other.client.from("practice_attempts").select("answer")).data).toEqual([{ answer: "Other's private answer" }]);
  });

  it("gives the plan each question type's graded attempts by Indian day and the member's grading bias", async () => {
    const learner = await newMember(backend, "Practice Evidence");
    const graded = randomUUID();
    expect((await save(learner, graded, "Answer", { submitted_at: new Date().toISOString() })).error).toBeNull();
    expect((await learner.client.from("practice_attempts").update({ self_grades: { results: 4, reflection: 3 } }).eq("id", graded)).error).toBeNull();
    expect((await save(learner, randomUUID(), "Not graded yet")).error).toBeNull();
    const rows = [
      { skill: "results", learner_grade: 5, editor_grade: 3 },
      { skill: "reflection", learner_grade: 2, editor_grade: 3 },
    ].map((row) => ({ ...row, user_id: learner.user.id, question_id: QUESTION, sample_index: 0 }));
    expect((await learner.client.from("mirror_gradings").insert(rows)).error).toBeNull();

    // The plan reads no answer text: every request it sends for attempts leaves the answer column out.
    const urls: string[] = [];
    const watched = createClient(backend.url, ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: {
        headers: { Authorization: `Bearer ${learner.session.access_token}` },
        fetch: (input, init) => {
          urls.push(input instanceof Request ? input.url : String(input));
          return fetch(input, init);
        },
      },
    });
    const evidence = await loadPracticeEvidence(learner.user.id, watched);
    const attemptReads = urls.filter((url) => new URL(url).pathname.endsWith("/practice_attempts"));
    expect(attemptReads.length).toBeGreaterThan(0);
    for (const url of attemptReads) expect(new URL(url).searchParams.get("select")?.split(",").map((column) => column.trim())).not.toContain("answer");
    expect(evidence.byType.behavioral).toEqual([{ day: indianDay(new Date()), meanSelfGrade: 3.5 }]);
    expect(evidence.byType.estimation).toEqual([]);
    expect(evidence.bias).toBe(0.5);
    expect((await loadPracticeEvidence(other.user.id, other.client)).bias).toBe(2);
  });

  it("gives /practice the member's attempt states and gradings in one call, exactly as the two reads do, and their own only", async () => {
    const bank = async (who: Member) => {
      const [one, attempts, gradings] = await Promise.all([
        who.client.rpc("my_practice_bank"),
        who.client.from("practice_attempts").select("question_id, submitted_at, graded_at").eq("user_id", who.user.id),
        who.client.from("mirror_gradings").select("question_id, sample_index, skill, learner_grade, editor_grade, graded_at").eq("user_id", who.user.id).order("graded_at"),
      ]);
      expect(one.error).toBeNull();
      // The attempts come in no set order, as from the table.
      const { attempts: all, ...rest } = one.data as { attempts: unknown[] };
      expect(rest).toEqual({ gradings: gradings.data });
      expect(all).toHaveLength(attempts.data!.length);
      expect(all).toEqual(expect.arrayContaining(attempts.data!));
      return one.data as { attempts: { graded_at: string | null }[]; gradings: { learner_grade: number }[] };
    };
    const mine = await bank(member);
    expect(mine.attempts.length).toBeGreaterThanOrEqual(3);
    expect(mine.attempts.some((attempt) => attempt.graded_at !== null)).toBe(true);
    const theirs = await bank(other);
    expect(theirs.gradings.map((row) => row.learner_grade)).toEqual([4]);
    expect((await backend.client().rpc("my_practice_bank")).error?.code).toBe("42501");
  });

  it("refuses a former member's saves and gradings, and shows them nothing", async () => {
    const former = await newMember(backend, "Practice Former");
    const id = randomUUID();
    expect((await save(former, id, "Before leaving")).error).toBeNull();
    expect((await backend.service().from("users").delete().eq("email", former.email)).error).toBeNull();
    expect((await save(former, id, "After leaving")).error?.code).toBe("42501");
    expect((await save(former, randomUUID(), "A new one")).error?.code).toBe("42501");
    const grading = { user_id: former.user.id, question_id: QUESTION, sample_index: 0, skill: "results", learner_grade: 4, editor_grade: 2 };
    expect((await former.client.from("mirror_gradings").insert(grading)).error?.code).toBe("42501");
    expect((await former.client.from("practice_attempts").select("answer")).data).toEqual([]);
    expect((await former.client.rpc("my_practice_bank")).data).toEqual({ attempts: [], gradings: [] });
    const kept = await backend.db.transaction((tx) => tx.query<{ answer: string }>("select answer from public.practice_attempts where id = $1", [id]));
    expect(kept.rows).toEqual([{ answer: "Before leaving" }]);
  });

  it("takes self-grades on the question's own rubric skills only, and reveals only samples it has, once the app listed the bank", async () => {
    // The app server lists the bank with its service key before a grade (features/practice/known-questions.ts).
    Object.assign(process.env, { NEXT_PUBLIC_SUPABASE_URL: backend.url, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: ANON_KEY, SUPABASE_SECRET_KEY: SERVICE_ROLE_KEY });
    vi.resetModules();
    await (await import("@/features/practice/known-questions")).ensureQuestionsKnown();
    const question = (await loadQuestionBank()).byId.get(QUESTION)!;
    const rubric = ["story-choice", "context", "own-actions", "results", "reflection", "communication"];
    const all = Object.fromEntries(rubric.map((skill) => [skill, 3]));
    const id = randomUUID();
    expect((await save(member, id, "A real answer", { submitted_at: new Date().toISOString() })).error).toBeNull();
    const grade = (grades: Record<string, number>) => member.client.from("practice_attempts").update({ self_grades: grades }).eq("id", id);
    const wrongs: Record<string, number>[] = [{ results: 4, reflection: 2 }, { ...all, structure: 3 }, { ...all, arithmetic: 5 }, { results: 5 }];
    for (const wrong of wrongs) {
      expect((await grade(wrong)).error?.message, JSON.stringify(wrong)).toBe("Grade each skill of this question's rubric once, and nothing else.");
    }
    expect((await grade(all)).error).toBeNull();
    const reveal = (indexes: number[]) => member.client.from("practice_attempts").update({ revealed_samples: indexes }).eq("id", id);
    expect((await reveal([question.samples.length])).error?.message).toBe("This question has no such sample answer.");
    expect((await reveal(question.samples.map((_, index) => index))).error).toBeNull();
  });

  it("deletes a member's attempts and gradings with their account", async () => {
    await backend.db.transaction((tx) => tx.query("delete from auth.users where id = $1", [other.user.id]));
    expect(await countRows(backend, "select count(*) as n from public.practice_attempts where user_id = $1", [other.user.id])).toBe(0);
    expect(await countRows(backend, "select count(*) as n from public.mirror_gradings where user_id = $1", [other.user.id])).toBe(0);
  });
});
