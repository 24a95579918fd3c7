import { describe, expect, it } from "vitest";
import { LESSON_FILE_POLICY, contentSecurityPolicy, newNonce } from "@/lib/security/csp";

const base = { nonce: "bm9uY2U=", supabaseUrl: "https://abcd.supabase.co/", imageHost: "", dev: false };
const directives = (policy: string) => Object.fromEntries(policy.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]));

describe("contentSecurityPolicy", () => {
  it("allows the site's own scripts by nonce and nothing inline or evaluated in production", () => {
    const policy = directives(contentSecurityPolicy(base));
    expect(policy["script-src"]).toEqual(["'self'", "'nonce-bm9uY2U='", "'strict-dynamic'"]);
    expect(policy["style-src"]).toEqual(["'self'", "'nonce-bm9uY2U='"]);
    expect(contentSecurityPolicy(base)).not.toMatch(/unsafe/);
  });

  it("keeps requests, fonts and frames to the site and forbids plugins, base changes and being framed", () => {
    expect(directives(contentSecurityPolicy(base))).toMatchObject({
      "default-src": ["'self'"],
      "connect-src": ["'self'"],
      "font-src": ["'self'"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "frame-ancestors": ["'none'"],
    });
  });

  it("lets forms go to the Supabase project's origin and Google, where the no-script Google sign-in is redirected", () => {
    expect(directives(contentSecurityPolicy(base))["form-action"]).toEqual(["'self'", "https://abcd.supabase.co", "https://accounts.google.com"]);
  });

  it("allows images from the site, data: URLs and the configured image host only", () => {
    expect(directives(contentSecurityPolicy(base))["img-src"]).toEqual(["'self'", "data:"]);
    expect(directives(contentSecurityPolicy({ ...base, imageHost: "images.example.com" }))["img-src"]).toEqual(["'self'", "data:", "https://images.example.com"]);
  });

  it("adds eval and inline styles for the development server only", () => {
    const policy = directives(contentSecurityPolicy({ ...base, dev: true }));
    expect(policy["script-src"]).toContain("'unsafe-eval'");
    expect(policy["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

describe("newNonce", () => {
  it("gives a different base64 value each time", () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{32,}={0,2}$/);
  });
});

describe("LESSON_FILE_POLICY", () => {
  it("lets a lesson image opened on its own load nothing from elsewhere and run no script", () => {
    expect(directives(LESSON_FILE_POLICY)).toEqual({
      "default-src": ["'none'"],
      "img-src": ["data:"],
      "style-src": ["'unsafe-inline'"],
      sandbox: [],
    });
  });
});
