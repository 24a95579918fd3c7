import { describe, expect, it } from "vitest";
import { chooseRedirect, isAllowedRedirect, withFragment, withQuery } from "@/local-supabase/auth/redirects";

const LOCAL_SITE = "http://localhost:3000";
const HOSTED_SITE = "https://pm.example.com";

describe("where a sign-in may send the browser (local-supabase/auth/redirects.ts)", () => {
  it("accepts the site's own host, any port of a loopback site, and literal loopback addresses", () => {
    for (const target of ["http://localhost:3000/auth/callback", "http://localhost:4000/x", "http://127.0.0.1:9999/", "http://[::1]:3000/"]) {
      expect(isAllowedRedirect(target, LOCAL_SITE, []), target).toBe(true);
    }
    expect(isAllowedRedirect("https://pm.example.com/auth/callback", HOSTED_SITE, [])).toBe(true);
    expect(isAllowedRedirect("https://pm.example.com:8443/auth/callback", HOSTED_SITE, [])).toBe(false);
  });

  it("refuses other hosts, look-alikes and other schemes", () => {
    for (const target of [
      "https://evil.example.com/auth/callback",
      "http://localhost:3000@evil.example.com/",
      "http://localhost:3000.evil.example.com/",
      "javascript:alert(1)",
      "ftp://localhost:3000/",
      "not a url",
    ]) {
      expect(isAllowedRedirect(target, LOCAL_SITE, []), target).toBe(false);
    }
  });

  it("matches the allow list as globs: * stays within one label or path segment, ** crosses them, the fragment is ignored", () => {
    const allow = ["https://*.example.org/auth/*", "https://preview.example.net/**"];
    expect(isAllowedRedirect("https://pr-12.example.org/auth/callback", HOSTED_SITE, allow)).toBe(true);
    expect(isAllowedRedirect("https://pr-12.example.org/auth/callback#x", HOSTED_SITE, allow)).toBe(true);
    expect(isAllowedRedirect("https://a.b.example.org/auth/callback", HOSTED_SITE, allow)).toBe(false);
    expect(isAllowedRedirect("https://pr-12.example.org/auth/callback/more", HOSTED_SITE, allow)).toBe(false);
    expect(isAllowedRedirect("https://preview.example.net/a/b/c?next=1", HOSTED_SITE, allow)).toBe(true);
  });

  it("chooses redirect_to, else the Referer, and falls back to the site URL for a refused one", () => {
    expect(chooseRedirect("http://localhost:3000/auth/callback", "http://localhost:3000/login", LOCAL_SITE, [])).toBe("http://localhost:3000/auth/callback");
    expect(chooseRedirect(null, "http://localhost:3000/login", LOCAL_SITE, [])).toBe("http://localhost:3000/login");
    expect(chooseRedirect("https://evil.example.com/", "http://localhost:3000/login", LOCAL_SITE, [])).toBe(LOCAL_SITE);
    expect(chooseRedirect(null, undefined, LOCAL_SITE, [])).toBe(LOCAL_SITE);
  });

  it("adds parameters to the query, keeping the ones there, with keys sorted; the fragment likewise", () => {
    expect(withQuery("http://localhost:3000/auth/callback?next=%2Fprofile", { code: "abc" })).toBe(
      "http://localhost:3000/auth/callback?code=abc&next=%2Fprofile",
    );
    expect(withFragment("http://localhost:3000/auth/callback", { token_type: "bearer", access_token: "a b", sb: "" })).toBe(
      "http://localhost:3000/auth/callback#access_token=a+b&sb=&token_type=bearer",
    );
  });
});
