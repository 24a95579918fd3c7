import { describe, expect, it } from "vitest";
import { siteUrl } from "@/lib/auth/site-url";

describe("siteUrl: where auth emails and Google send people back, from the configuration only", () => {
  it("is SITE_URL's origin when set", () => {
    expect(siteUrl({ SITE_URL: " https://course.example.com/some/path " })).toBe("https://course.example.com");
  });

  it("is the Vercel production domain when SITE_URL is not set", () => {
    expect(siteUrl({ VERCEL_PROJECT_PRODUCTION_URL: "course.example.com" })).toBe("https://course.example.com");
  });

  it("is this machine's npm start port otherwise", () => {
    expect(siteUrl({})).toBe("http://localhost:3000");
    expect(siteUrl({ PORT: "3200" })).toBe("http://localhost:3200");
  });

  it("refuses a SITE_URL that is not an http(s) address", () => {
    expect(() => siteUrl({ SITE_URL: "javascript:alert(1)" })).toThrow("SITE_URL must be an http(s) address");
  });
});
