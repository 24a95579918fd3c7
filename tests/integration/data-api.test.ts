import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_ROLE_KEY } from "@/local-supabase/config";
import { databaseKinds, newMember, startTestBackend, type TestBackend } from "./harness";

const PAGE = "/dashboard/getting-started/how-this-course-works";

/**
 * The Data API verb by verb, through supabase-js as an operator's script would use it with the service role (RLS
 * is rls.test.ts's subject): select with filters, order and paging (rest/select.ts), insert (rest/insert.ts),
 * update (rest/update.ts), delete (rest/delete.ts) and rpc by POST and GET (rest/rpc.ts).
 */
describe.each(databaseKinds())("Data API verbs on %s", (kind) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(kind);
  });
  afterAll(() => backend?.close());

  /** Five feedback rows of one made-up author, in insertion order; returns the author and the rows' ids. */
  async function feedbackOf(ratings: string[] = ["up", "down", "up", "down", "up"]) {
    const author = `author-${randomUUID().slice(0, 8)}@example.com`;
    const rows = ratings.map((rating, i) => ({ user_email: author, page_url: PAGE, rating, feedback_text: i % 2 ? null : `note ${i}` }));
    const { data, error } = await backend.service().from("feedback").insert(rows).select("id");
    if (error) throw new Error(error.message);
    return { author, ids: data.map((row) => row.id as number) };
  }

  describe("select", () => {
    it("filters with eq, neq, gt, lte, in, is and not, combined with and", async () => {
      const { author, ids } = await feedbackOf();
      const service = backend.service();
      const texts = async (query: PromiseLike<{ data: { feedback_text: string | null }[] | null; error: unknown }>) => {
        const { data, error } = await query;
        expect(error).toBeNull();
        return data!.map((row) => row.feedback_text);
      };
      const base = () => service.from("feedback").select("feedback_text").eq("user_email", author).order("id");
      expect(await texts(base().eq("rating", "up"))).toEqual(["note 0", "note 2", "note 4"]);
      expect(await texts(base().neq("rating", "up"))).toEqual([null, null]);
      expect(await texts(base().gt("id", ids[2]!))).toEqual([null, "note 4"]);
      expect(await texts(base().lte("id", ids[1]!))).toEqual(["note 0", null]);
      expect(await texts(base().in("id", [ids[0]!, ids[4]!]))).toEqual(["note 0", "note 4"]);
      expect(await texts(base().is("feedback_text", null))).toEqual([null, null]);
      expect(await texts(base().not("feedback_text", "is", null).neq("id", ids[2]!))).toEqual(["note 0", "note 4"]);
    });

    it("orders (descending, nulls first or last) and pages with range()", async () => {
      const { author } = await feedbackOf();
      const service = backend.service();
      const descending = await service.from("feedback").select("feedback_text").eq("user_email", author).order("id", { ascending: false });
      expect(descending.data!.map((row) => row.feedback_text)).toEqual(["note 4", null, "note 2", null, "note 0"]);
      const nullsFirst = await service.from("feedback").select("feedback_text").eq("user_email", author)
        .order("feedback_text", { ascending: true, nullsFirst: true });
      expect(nullsFirst.data!.map((row) => row.feedback_text)).toEqual([null, null, "note 0", "note 2", "note 4"]);
      const page = await service.from("feedback").select("feedback_text").eq("user_email", author).order("id").range(1, 3);
      expect(page.error).toBeNull();
      expect(page.data!.map((row) => row.feedback_text)).toEqual([null, "note 2", null]);
    });

    it("answers .single() with the object and .maybeSingle() with null when nothing matches", async () => {
      const { author, ids } = await feedbackOf();
      const one = await backend.service().from("feedback").select("id, rating").eq("id", ids[1]!).single();
      expect(one.error).toBeNull();
      expect(one.data).toEqual({ id: ids[1], rating: "down" });
      const none = await backend.service().from("feedback").select("id").eq("user_email", `${author}.nobody`).maybeSingle();
      expect(none.error).toBeNull();
      expect(none.data).toBeNull();
    });

    it("answers HEAD like GET, with the same status and Content-Range and no body", async () => {
      const { author } = await feedbackOf();
      const url = `${backend.url}/rest/v1/feedback?select=id&user_email=eq.${encodeURIComponent(author)}`;
      const headers = { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` };
      const get = await fetch(url, { headers });
      const head = await fetch(url, { method: "HEAD", headers });
      expect(get.status).toBe(200);
      expect(get.headers.get("content-range")).toBe("0-4/*");
      expect(head.status).toBe(200);
      expect(head.headers.get("content-range")).toBe("0-4/*");
      expect(await head.text()).toBe("");
      const viaClient = await backend.service().from("feedback").select("id", { head: true }).eq("user_email", author);
      expect(viaClient.error).toBeNull();
      expect(viaClient.status).toBe(200);
    });
  });

  describe("insert", () => {
    it("stores an array of rows, answering with the stored values when asked (after the table's triggers ran)", async () => {
      const tag = randomUUID().slice(0, 8);
      const { data, error, status } = await backend.service().from("users")
        .insert([{ email: `  First.${tag}@Example.com ` }, { email: `second.${tag}@example.com` }])
        .select("email");
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(data).toEqual([{ email: `first.${tag}@example.com` }, { email: `second.${tag}@example.com` }]);
    });

    it("answers 201 with no body by default, and 409 with Postgres' 23505 for a duplicate, storing nothing more", async () => {
      const email = `dup-${randomUUID().slice(0, 8)}@example.com`;
      const first = await backend.service().from("users").insert({ email });
      expect(first.status).toBe(201);
      expect(first.data).toBeNull();
      const again = await backend.service().from("users").insert([{ email: `other-${email}` }, { email }]);
      expect(again.status).toBe(409);
      expect(again.error?.code).toBe("23505");
      const stored = await backend.service().from("users").select("email").in("email", [email, `other-${email}`]);
      expect(stored.data).toEqual([{ email }]);
    });
  });

  describe("update", () => {
    it("changes only the rows the filters match, answering 204, or the changed rows when asked", async () => {
      const { author, ids } = await feedbackOf();
      const quiet = await backend.service().from("feedback").update({ feedback_text: "edited" }).eq("user_email", author).eq("rating", "down");
      expect(quiet.status).toBe(204);
      expect(quiet.data).toBeNull();
      const loud = await backend.service().from("feedback").update({ rating: "down" }).eq("id", ids[0]!).select("id, rating, feedback_text");
      expect(loud.status).toBe(200);
      expect(loud.data).toEqual([{ id: ids[0], rating: "down", feedback_text: "note 0" }]);
      const all = await backend.service().from("feedback").select("rating, feedback_text").eq("user_email", author).order("id");
      expect(all.data).toEqual([
        { rating: "down", feedback_text: "note 0" },
        { rating: "down", feedback_text: "edited" },
        { rating: "up", feedback_text: "note 2" },
        { rating: "down", feedback_text: "edited" },
        { rating: "up", feedback_text: "note 4" },
      ]);
      const nothing = await backend.service().from("feedback").update({ rating: "up" }).eq("user_email", `${author}.nobody`).select("id");
      expect(nothing.data).toEqual([]);
    });
  });

  describe("delete", () => {
    it("removes only the rows the filters match, answering 204, or the removed rows when asked", async () => {
      const { author, ids } = await feedbackOf();
      const quiet = await backend.service().from("feedback").delete().eq("user_email", author).eq("rating", "down");
      expect(quiet.status).toBe(204);
      const loud = await backend.service().from("feedback").delete().eq("id", ids[0]!).select("id, rating");
      expect(loud.status).toBe(200);
      expect(loud.data).toEqual([{ id: ids[0], rating: "up" }]);
      const left = await backend.service().from("feedback").select("id").eq("user_email", author).order("id");
      expect(left.data).toEqual([{ id: ids[2] }, { id: ids[4] }]);
    });
  });

  describe("rpc", () => {
    it("calls a function by POST and by GET, with the caller's rights either way", async () => {
      const member = await newMember(backend);
      const byPost = await member.client.rpc("is_member");
      expect(byPost.error).toBeNull();
      expect(byPost.data).toBe(true);
      const byGet = await member.client.rpc("is_member", undefined, { get: true });
      expect(byGet.error).toBeNull();
      expect(byGet.data).toBe(true);
      const anonymous = await backend.client().rpc("is_member", undefined, { get: true });
      expect(anonymous.status).toBe(401);
      expect(anonymous.error?.code).toBe("42501");
    });
  });
});
