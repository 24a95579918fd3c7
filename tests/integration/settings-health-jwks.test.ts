import { decodeProtectedHeader, importJWK, jwtVerify, type JWK } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, httpLayerKinds, startTestBackend, type TestBackend } from "./harness";

/**
 * The auth server's public, unauthenticated endpoints: settings (auth/settings-endpoint.ts), health
 * (auth/health-endpoint.ts) and the JWKS (auth/jwks-endpoint.ts). supabase-js has no public call for the first two,
 * so they are fetched as a browser or a monitoring probe would.
 */
describe.each(httpLayerKinds())("settings, health and JWKS on %s", (kind) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(kind);
  });
  afterAll(() => backend?.close());

  it("GET /auth/v1/settings: email and Google sign-in on, every other provider off, sign-ups open and autoconfirmed", async () => {
    const response = await fetch(`${backend.url}/auth/v1/settings`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    const body = (await response.json()) as { external: Record<string, boolean> } & Record<string, unknown>;
    const enabled = Object.entries(body.external).filter(([, on]) => on).map(([name]) => name);
    expect(enabled.sort()).toEqual(["email", "google"]);
    expect(body.external).toMatchObject({ anonymous_users: false, phone: false, github: false });
    expect(body).toMatchObject({ disable_signup: false, mailer_autoconfirm: true, saml_enabled: false });
  });

  it("GET /auth/v1/health: 200 with GoTrue's name and a version", async () => {
    const response = await fetch(`${backend.url}/auth/v1/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      version: expect.stringMatching(/^v\d+\.\d+\.\d+$/),
      name: "GoTrue",
      description: "GoTrue is a user registration and authentication API",
    });
  });

  it("GET /auth/v1/.well-known/jwks.json: the one public key that verifies access tokens, without its private part", async () => {
    const response = await fetch(`${backend.url}/auth/v1/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=600");
    const { keys } = (await response.json()) as { keys: JWK[] };
    expect(keys).toHaveLength(1);
    const [key] = keys as [JWK];
    expect(key).toMatchObject({ kty: "EC", crv: "P-256", alg: "ES256", use: "sig", key_ops: ["verify"] });
    expect(key).not.toHaveProperty("d");
    expect(key).not.toHaveProperty("ext");

    const { data } = await backend.client().auth.signInWithPassword(DEMO);
    const token = data.session!.access_token;
    expect(decodeProtectedHeader(token)).toEqual({ alg: "ES256", kid: key.kid, typ: "JWT" });
    const verified = await jwtVerify(token, await importJWK(key, "ES256"), { issuer: `${backend.url}/auth/v1`, audience: "authenticated" });
    expect(verified.payload.email).toBe(DEMO.email);
  });
});
