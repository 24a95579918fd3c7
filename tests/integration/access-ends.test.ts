import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY } from "@/local-supabase/config";
import { databaseKinds, newMember, startTestBackend, type TestBackend } from "./harness";

const PAGE = "/dashboard/intro/welcome";

describe.each(databaseKinds())("access ends with the session and with membership, for the Data API too (%s)", (kind) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(kind);
  });
  afterAll(async () => {
    await backend?.close();
  });

  /** A client that sends a copied access token, as someone holding an old session cookie would. */
  const withToken = (token: string) =>
    createClient(backend.url, ANON_KEY, { global: { headers: { Authorization: `Bearer ${token}` } }, auth: { persistSession: false, autoRefreshToken: false } });

  it("a token copied before Logout reads and writes nothing once the session is ended", async () => {
    const { client, user, session } = await newMember(backend);
    const copied = withToken(session.access_token);
    expect((await copied.from("user_profiles").select("user_id").eq("user_id", user.id)).data).toHaveLength(1);
    expect((await copied.rpc("is_member")).data).toBe(true);

    expect((await client.auth.signOut({ scope: "local" })).error).toBeNull();
    expect((await copied.rpc("is_member")).data).toBe(false);
    expect((await copied.from("user_profiles").select("user_id").eq("user_id", user.id)).data).toEqual([]);
    const insert = await copied.from("feedback").insert({ page_url: PAGE, rating: "up" });
    expect(insert.error?.code).toBe("42501");
  });

  it("a removed member's valid session reads no profile and leaves no feedback", async () => {
    const { client, email, user } = await newMember(backend);
    expect((await backend.service().from("users").delete().eq("email", email)).error).toBeNull();
    expect((await client.from("user_profiles").select("user_id").eq("user_id", user.id)).data).toEqual([]);
    const insert = await client.from("feedback").insert({ page_url: PAGE, rating: "down", feedback_text: "after removal" });
    expect(insert.error?.code).toBe("42501");
    const stored = await backend.service().from("feedback").select("id").eq("user_email", email);
    expect(stored.data).toEqual([]);
  });

  it("takes at most 20 feedback rows from one member in an hour; the 21st is refused and nothing more is stored", async () => {
    const { client, email } = await newMember(backend);
    for (let index = 0; index < 20; index++) {
      const { error } = await client.from("feedback").insert({ page_url: PAGE, rating: "up", feedback_text: `note ${index}` });
      expect(error).toBeNull();
    }
    const refused = await client.from("feedback").insert({ page_url: PAGE, rating: "up", feedback_text: "one too many" });
    expect(refused.error?.code).toBe("P0001");
    expect(refused.error?.message).toMatch(/feedback limit reached/);
    const stored = await backend.service().from("feedback").select("id").eq("user_email", email);
    expect(stored.data).toHaveLength(20);
    // Another member is not affected.
    const other = await newMember(backend);
    expect((await other.client.from("feedback").insert({ page_url: PAGE, rating: "up" })).error).toBeNull();
  });
});
