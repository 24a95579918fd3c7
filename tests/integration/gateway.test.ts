import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY } from "@/local-supabase/config";
import { DEMO, databaseKinds, startTestBackend, type TestBackend } from "./harness";

const SITE = "http://localhost:3000";

/**
 * What the backend does for every request before an endpoint sees it (local-supabase/backend.ts and http.ts), as
 * the Supabase gateway does: CORS for the site's browser calls, and JSON answers for paths nothing serves.
 */
describe.each(databaseKinds())("the gateway on %s", (kind) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(kind);
  });
  afterAll(() => backend?.close());

  it.each(["/auth/v1/token?grant_type=password", "/rest/v1/feedback", "/rest/v1/rpc/is_member"])(
    "answers a browser's preflight for %s, allowing the headers it asks for",
    async (path) => {
      const asked = "authorization, apikey, content-type, x-client-info, x-supabase-api-version, prefer, content-profile";
      const response = await fetch(`${backend.url}${path}`, {
        method: "OPTIONS",
        headers: { Origin: SITE, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": asked },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get("access-control-allow-origin")).toBe(SITE);
      expect(response.headers.get("access-control-allow-credentials")).toBe("true");
      expect(response.headers.get("access-control-allow-headers")).toBe(asked);
      expect(response.headers.get("access-control-allow-methods")?.split(", ")).toEqual(
        expect.arrayContaining(["GET", "HEAD", "POST", "PATCH", "DELETE"]),
      );
      expect(await response.text()).toBe("");
    },
  );

  it("lets a browser read the error code of a refused sign-in (X-Supabase-Api-Version is exposed)", async () => {
    const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { Origin: SITE, apikey: ANON_KEY, "Content-Type": "application/json", "X-Supabase-Api-Version": "2024-01-01" },
      body: JSON.stringify({ email: DEMO.email, password: "not-it" }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("access-control-allow-origin")).toBe(SITE);
    const exposed = response.headers.get("access-control-expose-headers")!.split(", ");
    expect(exposed).toEqual(expect.arrayContaining(["X-Supabase-Api-Version", "Content-Range"]));
    expect(response.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(await response.json()).toEqual({ code: "invalid_credentials", message: "Invalid login credentials" });
  });

  it("answers a path outside /auth/v1 and /rest/v1 with 404 and a JSON message", async () => {
    for (const path of ["/", "/storage/v1/object/avatars/a.png", "/functions/v1/hello", "/auth/v2/token"]) {
      const response = await fetch(`${backend.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type")).toBe("application/json");
      expect(await response.json()).toEqual({ message: "no Route matched with those values" });
    }
  });

  it("answers GET /rest/v1 with a stub description of the API, not an error", async () => {
    const response = await fetch(`${backend.url}/rest/v1`, { headers: { apikey: ANON_KEY } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ swagger: "2.0", info: { title: "local-supabase" } });
  });
});
