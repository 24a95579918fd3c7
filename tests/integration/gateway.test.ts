import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY } from "@/local-supabase/config";
import { DEMO, httpLayerKinds, startTestBackend, type TestBackend } from "./harness";

const SITE = "http://localhost:3000";

/** A raw request with a Host header of our choosing (fetch does not let one be set), as a rebound browser sends it. */
function requestWithHost(url: string, host: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request(url, { headers: { ...headers, Host: host } }, (response) => {
      let body = "";
      response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
    request.on("error", reject).end();
  });
}

/**
 * What the backend does for every request before an endpoint sees it (local-supabase/backend.ts and http.ts), as
 * the Supabase gateway does: CORS for the site's browser calls, and JSON answers for paths nothing serves.
 */
describe.each(httpLayerKinds())("the gateway on %s", (kind) => {
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
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(response.headers.get("access-control-allow-credentials")).toBeNull();
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
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
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

  it("never lets another origin read a member's data with credentials (no reflected origin, no Allow-Credentials)", async () => {
    const { data } = await backend.client().auth.signInWithPassword(DEMO);
    const evil = "http://127.0.0.1:8080";
    for (const method of ["GET", "OPTIONS"]) {
      const response = await fetch(`${backend.url}/rest/v1/user_profiles?select=name`, {
        method,
        headers: {
          Origin: evil,
          apikey: ANON_KEY,
          Authorization: `Bearer ${data.session!.access_token}`,
          ...(method === "OPTIONS" ? { "Access-Control-Request-Method": "GET" } : {}),
        },
      });
      expect(response.headers.get("access-control-allow-origin"), method).toBe("*");
      expect(response.headers.get("access-control-allow-credentials"), method).toBeNull();
      expect(response.headers.get("access-control-allow-origin"), method).not.toBe(evil);
    }
  });

  it("refuses a request whose Host is not its own address (DNS rebinding), with a JSON 421, on the API and the outbox", async () => {
    const port = new URL(backend.url).port;
    for (const host of ["attacker.example:" + port, "rebind.127.0.0.1.nip.io:" + port, "127.0.0.1:1", "localhost"]) {
      for (const path of ["/rest/v1/user_profiles?select=name", "/auth/v1/settings"]) {
        const response = await requestWithHost(`${backend.url}${path}`, host, { apikey: ANON_KEY });
        expect(response.status, `${host} ${path}`).toBe(421);
        expect(response.headers["content-type"]).toBe("application/json");
        expect(JSON.parse(response.body)).toEqual({ message: "Misdirected Request: the Host header does not name this server" });
        expect(response.headers["access-control-allow-origin"]).toBeUndefined();
      }
    }
    const mailPort = new URL(backend.mailUrl).port;
    const outbox = await requestWithHost(`${backend.mailUrl}/api/v1/messages`, `attacker.example:${mailPort}`);
    expect(outbox.status).toBe(421);
    expect(JSON.parse(outbox.body)).toEqual({ message: "Misdirected Request: the Host header does not name this server" });
  });

  it("serves its own addresses: 127.0.0.1, localhost and [::1] with its port, and the app's calls through supabase-js", async () => {
    const port = new URL(backend.url).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`, `[::1]:${port}`]) {
      const response = await requestWithHost(`${backend.url}/auth/v1/health`, host);
      expect(response.status, host).toBe(200);
    }
    const mailPort = new URL(backend.mailUrl).port;
    expect((await requestWithHost(`${backend.mailUrl}/api/v1/messages`, `localhost:${mailPort}`)).status).toBe(200);
    const client = backend.client();
    expect((await client.auth.signInWithPassword(DEMO)).error).toBeNull();
    const { data, error } = await client.from("user_profiles").select("name");
    expect(error).toBeNull();
    expect(data).toEqual([{ name: "Asha Verma" }]);
  });
});
