import { afterEach, describe, expect, it, vi } from "vitest";
import { isSecureRequest, staticSecurityHeaders } from "@/lib/security/headers";

const request = (proto?: string) => new Headers(proto ? { "x-forwarded-proto": proto } : {});

describe("isSecureRequest", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is true in production for a request that reached the site over https", () => {
    vi.stubEnv("NODE_ENV", "production");
    expect(isSecureRequest(request("https"))).toBe(true);
    expect(isSecureRequest(request("https, http"))).toBe(true);
  });

  it("is false over http, with no protocol given, and outside production", () => {
    vi.stubEnv("NODE_ENV", "production");
    expect(isSecureRequest(request("http"))).toBe(false);
    expect(isSecureRequest(request())).toBe(false);
    vi.stubEnv("NODE_ENV", "development");
    expect(isSecureRequest(request("https"))).toBe(false);
  });
});

describe("staticSecurityHeaders", () => {
  it("forbids framing, sniffing and full referrers to other sites", () => {
    expect(Object.fromEntries(staticSecurityHeaders.map(({ key, value }) => [key, value]))).toEqual({
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Content-Type-Options": "nosniff",
    });
  });
});
