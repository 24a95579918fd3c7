import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SupabaseClient } from "@supabase/supabase-js";
import { databaseKinds, newMember, startTestBackend, type TestBackend } from "./harness";

// The story form's server action, run against the real backend as the signed-in member would run it: the session and
// the Data API client are the member's, the rest (Next's cache) does nothing here.
const signedIn: { id: string; client: SupabaseClient | null } = { id: "", client: null };
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));
vi.mock("@/lib/auth/session", () => ({ requireMember: async () => ({ id: signedIn.id, email: "", name: "" }) }));
vi.mock("@/lib/supabase/server", () => ({ createClient: async () => signedIn.client }));
const { saveStory } = await import("@/features/stories/save-story");

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const story = { title: "Pune dark stores", situation: "Late orders.", task: "Under 5%.", action: "Aisle order.", result: "4% in three weeks." };

describe.each(databaseKinds())("the story form's action on %s", (kind) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(kind);
  });
  afterAll(async () => {
    await backend?.close();
  });

  it("says nothing was changed, not 'saved', for another member's story id, and leaves that story as it was", async () => {
    const [owner, intruder] = [await newMember(backend, "Story Owner"), await newMember(backend, "Story Intruder")];
    const added = await owner.client.from("stories").insert({ user_id: owner.user.id, ...story }).select("id").single();
    Object.assign(signedIn, { id: intruder.user.id, client: intruder.client });
    const result = await saveStory({}, form({ id: added.data!.id as string, ...story, title: "Taken over" }));
    expect(result).toMatchObject({ message: "Nothing was changed: that story is not in your story bank. Reload the page to see your stories." });
    expect(result.ok).toBeUndefined();
    expect((await owner.client.from("stories").select("title")).data).toEqual([{ title: "Pune dark stores" }]);

    Object.assign(signedIn, { id: owner.user.id, client: owner.client });
    expect(await saveStory({}, form({ id: added.data!.id as string, ...story, title: "Pune, revised" }))).toMatchObject({ ok: true, message: "Story saved." });
  });
});
