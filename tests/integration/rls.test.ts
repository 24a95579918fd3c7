import type { PostgrestError } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, newMember, startTestBackend, type TestBackend } from "./harness";

type Member = Awaited<ReturnType<typeof newMember>>;

const PAGE = "/dashboard/getting-started/how-this-course-works";

/**
 * A PostgREST error as PostgREST sends it: the four keys, Postgres' SQLSTATE as the code (see docs/local-backend.md,
 * 'Data API errors').
 */
function expectPostgrestError(error: PostgrestError | null, code: string) {
  expect(error).not.toBeNull();
  expect(Object.keys(error!).sort()).toEqual(["code", "details", "hint", "message"]);
  expect(error!.code).toBe(code);
}

describe.each(databaseKinds())("row level security on %s", (kind) => {
  let backend: TestBackend;
  let asha: Member;
  let ravi: Member;
  beforeAll(async () => {
    backend = await startTestBackend(kind);
    asha = await newMember(backend, "Asha Test");
    ravi = await newMember(backend, "Ravi Test");
  });
  afterAll(() => backend?.close());

  const profileOf = async (member: Member) =>
    (await backend.service().from("user_profiles").select("user_id, name, phone_number, linkedin_profile").eq("user_id", member.user.id).single()).data;

  describe("user_profiles", () => {
    it("shows a member only their own profile", async () => {
      const all = await asha.client.from("user_profiles").select("user_id, name");
      expect(all.error).toBeNull();
      expect(all.data).toEqual([{ user_id: asha.user.id, name: "Asha Test" }]);
      const other = await asha.client.from("user_profiles").select("*").eq("user_id", ravi.user.id);
      expect(other.error).toBeNull();
      expect(other.data).toEqual([]);
      const single = await asha.client.from("user_profiles").select("*").eq("user_id", ravi.user.id).single();
      expect(single.status).toBe(406);
      expectPostgrestError(single.error, "PGRST116");
    });

    it("refuses a member's update of someone else's profile", async () => {
      const before = await profileOf(ravi);
      const update = await asha.client.from("user_profiles").update({ name: "Hacked" }).eq("user_id", ravi.user.id).select("user_id");
      expectPostgrestError(update.error, "42501");
      const blanket = await asha.client.from("user_profiles").update({ linkedin_profile: "https://evil.example.com" }).neq("user_id", asha.user.id);
      expectPostgrestError(blanket.error, "42501");
      expect(await profileOf(ravi)).toEqual(before);
    });

    it("refuses a member's update of their own profile too: no screen edits it, and the Data API must not either", async () => {
      const before = await profileOf(asha);
      const changes = { name: "Asha Renamed", phone_number: "+919000000001", linkedin_profile: "javascript:alert(1)" };
      const update = await asha.client.from("user_profiles").update(changes).eq("user_id", asha.user.id).select("name, phone_number, linkedin_profile");
      expect(update.status).toBe(403);
      expectPostgrestError(update.error, "42501");
      expect(await profileOf(asha)).toEqual(before);
    });

    it("refuses to let a member move their profile to another user id or touch its timestamps", async () => {
      const before = await profileOf(asha);
      const move = await asha.client.from("user_profiles").update({ user_id: ravi.user.id }).eq("user_id", asha.user.id);
      expect(move.status).toBe(403);
      expectPostgrestError(move.error, "42501");
      expect(move.error!.message).toBe("permission denied for table user_profiles");
      const stamp = await asha.client.from("user_profiles").update({ created_at: "2020-01-01T00:00:00Z" }).eq("user_id", asha.user.id);
      expectPostgrestError(stamp.error, "42501");
      expect(await profileOf(asha)).toEqual(before);
    });

    it("refuses inserts and deletes of profiles by members", async () => {
      const insert = await asha.client.from("user_profiles").insert({ user_id: asha.user.id, name: "Second" });
      expectPostgrestError(insert.error, "42501");
      const remove = await asha.client.from("user_profiles").delete().eq("user_id", asha.user.id);
      expectPostgrestError(remove.error, "42501");
      expect(await profileOf(asha)).not.toBeNull();
    });
  });

  describe("anonymous callers", () => {
    it.each(["user_profiles", "feedback", "users"])("cannot read %s", async (table) => {
      const result = await backend.client().from(table).select("*");
      expect(result.data).toBeNull();
      expect(result.status).toBe(401);
      expectPostgrestError(result.error, "42501");
    });

    it("cannot write feedback or membership rows", async () => {
      const feedback = await backend.client().from("feedback").insert({ user_email: asha.email, page_url: PAGE, rating: "up" });
      expect(feedback.status).toBe(401);
      expectPostgrestError(feedback.error, "42501");
      const member = await backend.client().from("users").insert({ email: "free.access@example.com" });
      expectPostgrestError(member.error, "42501");
      expect((await backend.service().from("users").select("email").eq("email", "free.access@example.com")).data).toEqual([]);
    });
  });

  describe("membership", () => {
    it("answers is_member() for the caller only", async () => {
      expect((await asha.client.rpc("is_member")).data).toBe(true);
      const anon = await backend.client().rpc("is_member");
      expect(anon.data).toBeNull();
      expectPostgrestError(anon.error, "42501");
      // The function takes no argument, so there is no way to ask about another email.
      const probe = await asha.client.rpc("is_member", { email: "new.member@example.com" });
      expect(probe.data).toBeNull();
      expect(probe.status).toBe(404);
      expectPostgrestError(probe.error, "PGRST202");
    });

    it("answers false for an account whose membership was withdrawn", async () => {
      const lapsed = await newMember(backend, "Lapsed");
      await backend.service().from("users").delete().eq("email", lapsed.email);
      expect((await lapsed.client.rpc("is_member")).data).toBe(false);
    });

    it("never lists the membership table through the API, even to members", async () => {
      const list = await asha.client.from("users").select("email");
      expect(list.data).toBeNull();
      expect(list.status).toBe(403);
      expectPostgrestError(list.error, "42501");
      const probe = await asha.client.from("users").select("email").eq("email", ravi.email);
      expectPostgrestError(probe.error, "42501");
      const add = await asha.client.from("users").insert({ email: "friend@example.com" });
      expectPostgrestError(add.error, "42501");
    });
  });

  describe("feedback", () => {
    const feedbackOf = async (email: string) =>
      (await backend.service().from("feedback").select("user_email, page_url, rating, feedback_text").eq("user_email", email)).data ?? [];

    it("records feedback in the member's own name, with or without user_email in the body", async () => {
      const explicit = await ravi.client.from("feedback").insert({ user_email: ravi.email, page_url: PAGE, rating: "up" });
      expect(explicit.error).toBeNull();
      expect(explicit.status).toBe(201);
      expect(explicit.data).toBeNull();
      const implicit = await ravi.client.from("feedback").insert({ page_url: PAGE, rating: "down", feedback_text: "More examples, please" });
      expect(implicit.error).toBeNull();
      expect(await feedbackOf(ravi.email)).toEqual([
        { user_email: ravi.email, page_url: PAGE, rating: "up", feedback_text: null },
        { user_email: ravi.email, page_url: PAGE, rating: "down", feedback_text: "More examples, please" },
      ]);
    });

    it("refuses return=representation, since members may not read feedback back, and stores nothing", async () => {
      const before = (await feedbackOf(asha.email)).length;
      const result = await asha.client.from("feedback").insert({ user_email: asha.email, page_url: PAGE, rating: "up" }).select();
      expect(result.status).toBe(403);
      expectPostgrestError(result.error, "42501");
      expect(result.error!.message).toBe("permission denied for table feedback");
      expect(await feedbackOf(asha.email)).toHaveLength(before);
    });

    it("refuses feedback in someone else's name", async () => {
      const result = await asha.client.from("feedback").insert({ user_email: ravi.email, page_url: PAGE, rating: "down" });
      expect(result.status).toBe(403);
      expectPostgrestError(result.error, "42501");
      expect(result.error!.message).toBe('new row violates row-level security policy for table "feedback"');
      const upperCase = await asha.client.from("feedback").insert({ user_email: asha.email.toUpperCase(), page_url: PAGE, rating: "up" });
      expectPostgrestError(upperCase.error, "42501");
      expect(await feedbackOf(ravi.email)).not.toContainEqual(expect.objectContaining({ rating: "down", feedback_text: null }));
    });

    it("refuses a rating other than up or down, a page outside the course and text over 5,000 characters", async () => {
      const rating = await asha.client.from("feedback").insert({ page_url: PAGE, rating: "sideways" });
      expect(rating.status).toBe(400);
      expectPostgrestError(rating.error, "23514");
      expect(rating.error!.message).toContain("feedback_rating_check");
      const page = await asha.client.from("feedback").insert({ page_url: "https://evil.example.com/", rating: "up" });
      expectPostgrestError(page.error, "23514");
      const long = await asha.client.from("feedback").insert({ page_url: PAGE, rating: "up", feedback_text: "x".repeat(5001) });
      expect(long.status).toBe(400);
      expectPostgrestError(long.error, "23514");
      const longest = await asha.client.from("feedback").insert({ page_url: PAGE, rating: "up", feedback_text: "x".repeat(5000) });
      expect(longest.error).toBeNull();
      const missing = await asha.client.from("feedback").insert({ page_url: PAGE });
      expectPostgrestError(missing.error, "23502");
    });

    it("does not let members read, change or delete feedback, not even their own", async () => {
      await asha.client.from("feedback").insert({ page_url: PAGE, rating: "up", feedback_text: "mine" });
      const read = await asha.client.from("feedback").select("*");
      expect(read.data).toBeNull();
      expectPostgrestError(read.error, "42501");
      const change = await asha.client.from("feedback").update({ rating: "down" }).eq("user_email", asha.email);
      expectPostgrestError(change.error, "42501");
      const remove = await asha.client.from("feedback").delete().eq("user_email", asha.email);
      expectPostgrestError(remove.error, "42501");
      expect(await feedbackOf(asha.email)).toContainEqual(expect.objectContaining({ rating: "up", feedback_text: "mine" }));
    });

    it("lets the service role read everyone's feedback", async () => {
      const all = await backend.service().from("feedback").select("user_email");
      expect(all.error).toBeNull();
      const authors = new Set(all.data!.map((row) => row.user_email));
      expect(authors).toEqual(new Set([asha.email, ravi.email]));
    });
  });
});
