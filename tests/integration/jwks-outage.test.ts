import { createClient } from "@supabase/supabase-js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ANON_KEY } from "@/local-supabase/config";
import { fetchWithLastGoodJwks } from "@/lib/supabase/last-good-jwks";
import { newMember, startTestBackend } from "./harness";

// supabase-js keeps the JWKS for ten minutes; the first session check after that fetches it again. With the
// backend down at that moment, a plain client cannot verify any token, and every member would be signed out.
describe("session checks while the backend is down, past the JWKS cache's ten minutes", () => {
  afterEach(() => vi.useRealTimers());

  it("keep verifying valid tokens with the last keys the backend served; a plain fetch does not", async () => {
    const backend = await startTestBackend("pglite");
    const { session } = await newMember(backend);
    const client = (fetch: typeof globalThis.fetch) =>
      createClient(backend.url, ANON_KEY, { global: { fetch }, auth: { persistSession: false, autoRefreshToken: false } });
    const app = client(fetchWithLastGoodJwks);
    const plain = client(globalThis.fetch);

    const before = await app.auth.getClaims(session.access_token);
    expect(before.error).toBeNull();
    expect(before.data?.claims.sub).toBe(session.user.id);

    await backend.close();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 11 * 60_000 });

    const withoutLastGood = await plain.auth.getClaims(session.access_token);
    expect(withoutLastGood.data).toBeNull();
    const withLastGood = await app.auth.getClaims(session.access_token);
    expect(withLastGood.error).toBeNull();
    expect(withLastGood.data?.claims.sub).toBe(session.user.id);

    // The stale keys still refuse a forged token.
    const [header, payload] = session.access_token.split(".");
    const forged = await app.auth.getClaims(`${header}.${payload}.${Buffer.from("forged").toString("base64url")}`);
    expect(forged.data).toBeNull();
  });
});
