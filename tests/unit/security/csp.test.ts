import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { LESSON_FILE_POLICY, contentSecurityPolicy, newNonce } from "@/lib/security/csp";
import { inlineHashes } from "@/lib/security/prepared-page";
import { EARLY_INPUT_SCRIPT, EARLY_INPUT_SCRIPT_SOURCE } from "@/lib/early-input/early-input-script";
import { THEME_SCRIPT, THEME_SCRIPT_SOURCE } from "@/lib/theme/theme-script";

const base = { inline: { nonce: "bm9uY2U=" }, supabaseUrl: "https://abcd.supabase.co/", imageHost: "", dev: false };
const directives = (policy: string) => Object.fromEntries(policy.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]));

describe("contentSecurityPolicy", () => {
  it("allows the site's own scripts by nonce, the theme and early-input scripts by their hashes, and nothing else inline or evaluated in production", () => {
    const policy = directives(contentSecurityPolicy(base));
    expect(policy["script-src"]).toEqual(["'self'", "'nonce-bm9uY2U='", "'strict-dynamic'", THEME_SCRIPT_SOURCE, EARLY_INPUT_SCRIPT_SOURCE]);
    expect(policy["style-src"]).toEqual(["'self'", "'nonce-bm9uY2U='"]);
    expect(contentSecurityPolicy(base)).not.toMatch(/unsafe/);
    expect(THEME_SCRIPT_SOURCE).toBe(`'sha256-${createHash("sha256").update(THEME_SCRIPT).digest("base64")}'`);
    expect(EARLY_INPUT_SCRIPT_SOURCE).toBe(`'sha256-${createHash("sha256").update(EARLY_INPUT_SCRIPT).digest("base64")}'`);
  });

  it("allows a page prepared at build its own files and exactly its inline scripts and styles, by hash, with no nonce", () => {
    const policy = directives(contentSecurityPolicy({ ...base, inline: { scripts: ["c2NyaXB0"], styles: ["c3R5bGU="] } }));
    expect(policy["script-src"]).toEqual(["'self'", "'sha256-c2NyaXB0'", THEME_SCRIPT_SOURCE, EARLY_INPUT_SCRIPT_SOURCE]);
    expect(policy["style-src"]).toEqual(["'self'", "'sha256-c3R5bGU='"]);
    expect(Object.values(policy).flat().join(" ")).not.toMatch(/nonce|unsafe|strict-dynamic/);
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

describe("inlineHashes", () => {
  const sha256 = (text: string) => createHash("sha256").update(text).digest("base64");

  it("hashes the text of every inline script and style element once, and no script that has a src", () => {
    const html = `<html><head><script>${THEME_SCRIPT}</script><script src="/_next/static/a.js" async=""></script><style>p{color:red}</style></head><body><p>x</p><script id="_R_">self.__next_f.push([1,"a<\\/script"])</script><script>self.__next_f.push([0])</script><script>self.__next_f.push([0])</script></body></html>`;
    expect(inlineHashes(html)).toEqual({
      scripts: [sha256(THEME_SCRIPT), sha256('self.__next_f.push([1,"a<\\/script"])'), sha256("self.__next_f.push([0])")],
      styles: [sha256("p{color:red}")],
    });
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
