import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeNextPath } from "@/lib/auth/safe-next";
import { fuzzSeed } from "../../support/fuzz-seed";

// Where every sign-in lands (docs/decisions.md, 'Routes').
const WELCOME = "/dashboard/intro/welcome";
const SITE = "https://pm.example.in";

/** Where a browser goes when the callback redirects to `path`, as `new URL(path, request.url)` does. */
const landsOn = (path: string) => new URL(path, `${SITE}/auth/callback?code=1`);

describe("safeNextPath", () => {
  it.each([
    "/dashboard/analytical/metrics",
    "/profile",
    "/dashboard/intro/welcome?from=mail#step-2-goals",
    "/",
    "/dashboard/product-design/answering?tab=example",
  ])("keeps the same-origin path %s", (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it("resolves dot segments inside the site", () => {
    expect(safeNextPath("/dashboard/./intro/../intro/welcome")).toBe(WELCOME);
    expect(safeNextPath("/dashboard/../profile")).toBe("/profile");
  });

  it.each([null, undefined, ""])("lands on the welcome lesson without a destination (%j)", (next) => {
    expect(safeNextPath(next)).toBe(WELCOME);
  });

  it.each([
    ["//evil.com", "protocol-relative"],
    ["//evil.com/dashboard", "protocol-relative"],
    ["///evil.com", "protocol-relative"],
    ["/\\evil.com", "backslash read as a slash"],
    ["/\\/evil.com", "backslash read as a slash"],
    ["\\\\evil.com", "backslash read as a slash"],
    ["/dashboard\\..\\..\\\\evil.com", "backslash read as a slash"],
    ["https://evil.com", "absolute"],
    ["https://evil.com/dashboard/intro/welcome", "absolute"],
    [`${SITE}/dashboard/intro/welcome`, "absolute, even to this site"],
    ["http:evil.com", "scheme without slashes"],
    ["javascript:alert(1)", "script"],
    ["JaVaScRiPt:alert(document.cookie)", "script"],
    ["data:text/html,<script>alert(1)</script>", "data"],
    ["dashboard/intro/welcome", "relative without a slash"],
    [" //evil.com", "leading space"],
    ["/\t/evil.com", "tab, which the URL parser drops"],
    ["/\n/evil.com", "newline, which the URL parser drops"],
    ["/\r\n/evil.com", "line break, which the URL parser drops"],
    ["/.//evil.com", "dot segment collapsing to //"],
    ["/..//evil.com", "dot segment collapsing to //"],
    ["/%2e//evil.com", "encoded dot segment collapsing to //"],
    ["/%2E%2E//evil.com", "encoded dot segment collapsing to //"],
    ["/dashboard/../..//evil.com", "dot segments collapsing to //"],
    ["/./\\evil.com", "dot segment and backslash"],
  ])("refuses %j (%s)", (next) => {
    expect(safeNextPath(next)).toBe(WELCOME);
  });

  it.each(["/%2F%2Fevil.com", "/%5Cevil.com", "/%2F/evil.com", "/%09/evil.com"])(
    "keeps the encoded trick %s on this site",
    (next) => {
      const path = safeNextPath(next);
      expect(path.startsWith("/")).toBe(true);
      expect(path.startsWith("//")).toBe(false);
      expect(landsOn(path).origin).toBe(SITE);
    },
  );

  it("never leaves the site, whatever the destination", () => {
    // Mostly slashes and dots, the stuff of these tricks, after the leading slash every accepted path has.
    const piece = fc.oneof(
      { arbitrary: fc.constant("/"), weight: 4 },
      { arbitrary: fc.constantFrom(".", "..", "%2e", "%2E%2e"), weight: 3 },
      { arbitrary: fc.constantFrom("\\", "%2f", "%5c", "\t", "\n", " ", "evil.com", ":", "@", "?", "#", "https:", "javascript:"), weight: 3 },
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const path = safeNextPath(`/${pieces.join("")}`);
        return path.startsWith("/") && !path.startsWith("//") && landsOn(path).origin === SITE;
      }),
      { numRuns: 2000, ...fuzzSeed() },
    );
  });
});
