import { createHash } from "node:crypto";
import { expect, type APIResponse, type Page } from "@playwright/test";
import { e2eUrls } from "../../playwright.config";
import { EARLY_INPUT_SCRIPT, EARLY_INPUT_SCRIPT_SOURCE } from "../../lib/early-input/early-input-script";
import { THEME_SCRIPT, THEME_SCRIPT_SOURCE } from "../../lib/theme/theme-script";
import { DEMO, WELCOME, confirmSignupInBrowser, expectScriptsRan, fillSignup, logInWithEmail, purchasedEmail, signIn, signInWithGoogle, signInThroughForm, test } from "./support";

// A lesson prepared at build (every one but the welcome lesson is).
const LESSON = "/dashboard/analytical/metrics";
const SESSION_COOKIE = /^sb-.*-auth-token(\.\d+)?$/;

// The headers Chromium sends when the router fetches a lesson's RSC payload (leak.spec.ts has the same). Next
// redirects a request whose `_rsc` value does not match them to the right one, so these requests follow redirects.
const STATE_TREE = encodeURIComponent(
  JSON.stringify(["", { children: ["(course)", { children: ["dashboard", { children: [["section", "estimation", "d", null], { children: [["lesson", "strategies", "d", null], { children: ["__PAGE__", {}, null, null, 0] }, null, null, 0] }, null, null, 0] }, null, null, 0] }, null, null, 0] }, null, null, 16]),
);
const RSC_REQUEST = { RSC: "1", "Next-Router-State-Tree": STATE_TREE, "Next-Url": "/dashboard/estimation/strategies" };
const RSC_PREFETCH = { RSC: "1", "Next-Router-Prefetch": "1", "Next-Router-Segment-Prefetch": "/!KGNvdXJzZSk/dashboard/$d$section/$d$lesson/__PAGE__" };

/** A Content-Security-Policy header as directive name -> sources. */
const directivesOf = (policy: string) =>
  Object.fromEntries(policy.split(";").map((directive) => directive.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));

/** The directives every page's policy has besides the scripts and styles it allows. */
const OTHER_DIRECTIVES = {
  "default-src": ["'self'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'", e2eUrls.backend, "https://accounts.google.com"],
  "frame-ancestors": ["'none'"],
};

/** Checks the headers other than the policy that every page of the site carries. */
function expectOtherHeaders(response: APIResponse, label: string) {
  const headers = response.headers();
  expect(headers["x-frame-options"], label).toBe("DENY");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["strict-transport-security"], `${label}: no HSTS on http://localhost`).toBeUndefined();
}

/** Checks the headers of a page rendered per request, and returns the nonce of its policy. */
function expectSecurityHeaders(response: APIResponse, label: string): string {
  const policy = directivesOf(response.headers()["content-security-policy"] ?? "");
  const nonce = policy["script-src"]?.[1] ?? "";
  expect(nonce, label).toMatch(/^'nonce-[A-Za-z0-9+/]{32,}={0,2}'$/);
  expect(policy, label).toEqual({ ...OTHER_DIRECTIVES, "script-src": ["'self'", nonce, "'strict-dynamic'", THEME_SCRIPT_SOURCE, EARLY_INPUT_SCRIPT_SOURCE], "style-src": ["'self'", nonce] });
  expectOtherHeaders(response, label);
  return nonce.slice("'nonce-".length, -1);
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const inlineScripts = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\bsrc=/.test(attributes!));

/**
 * Checks the headers of a lesson prepared at build, whose HTML (`html`, the same for every member) carries no nonce:
 * its policy allows the site's own files and, by hash, exactly the page's inline scripts and the theme script.
 */
function expectPreparedPageHeaders(response: APIResponse, html: string, label: string) {
  const policy = directivesOf(response.headers()["content-security-policy"] ?? "");
  const scripts = inlineScripts(html);
  expect(scripts.length, label).toBeGreaterThan(2);
  expect(html, label).not.toContain("nonce=");
  expect(scripts.map(([, , text]) => text)).toContain(THEME_SCRIPT);
  expect(scripts.map(([, , text]) => text)).toContain(EARLY_INPUT_SCRIPT);
  expect(new Set(policy["script-src"]), label).toEqual(new Set(["'self'", THEME_SCRIPT_SOURCE, EARLY_INPUT_SCRIPT_SOURCE, ...scripts.map(([, , text]) => sha256(text!))]));
  expect(policy["style-src"], label).toEqual(["'self'"]);
  expect(policy, label).toMatchObject(OTHER_DIRECTIVES);
  expectOtherHeaders(response, label);
}

/** Checks that a response may be kept by the browser only: no shared cache may store it. */
function expectPrivate(response: APIResponse, label: string) {
  const cacheControl = response.headers()["cache-control"] ?? "";
  expect(cacheControl, label).toMatch(/(^|,\s*)private(,|$)/);
  expect(cacheControl, label).not.toMatch(/public|s-maxage/);
}

/** Every CSP violation the page reports, from its `securitypolicyviolation` events and Chromium's console. */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI} in ${event.sourceFile}:${event.lineNumber}`),
    ),
  );
  page.on("console", (message) => {
    if (/CSP violation|Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}

test.describe("headers", () => {
  test("the sign-in screens carry the policy, with a new nonce each time on every script, and are not cached", async ({ request }) => {
    for (const path of ["/login", "/email-login", "/signup-user"]) {
      const first = await request.get(path);
      expect(first.status(), path).toBe(200);
      const nonce = expectSecurityHeaders(first, path);
      expectPrivate(first, path);
      const scripts = [...(await first.text()).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length, path).toBeGreaterThan(1);
      // Every script carries the nonce but the theme and early-input scripts, which the policy allows by their hashes.
      for (const [tag, attributes, text] of scripts) if (text !== THEME_SCRIPT && text !== EARLY_INPUT_SCRIPT) expect(attributes, `${path}: ${tag.slice(0, 80)}`).toContain(`nonce="${nonce}"`);
      expect(expectSecurityHeaders(await request.get(path), path), `${path}: a second request`).not.toBe(nonce);
    }
  });

  test("a lesson, the profile and a lesson's RSC payload and prefetch carry the policy and are private", async ({ page, context }) => {
    await signIn(page);
    const lesson = await context.request.get(LESSON);
    const html = await lesson.text();
    expectPreparedPageHeaders(lesson, html, "lesson");
    expect(await (await context.request.get(LESSON)).text(), "the same page for every request").toBe(html);
    const profile = await context.request.get("/profile");
    expectSecurityHeaders(profile, "profile");
    const rsc = await context.request.get(LESSON, { headers: RSC_REQUEST });
    const prefetch = await context.request.get(LESSON, { headers: RSC_PREFETCH });
    for (const [label, response] of [["lesson", lesson], ["profile", profile], ["RSC request", rsc], ["RSC prefetch", prefetch]] as const) {
      expect(response.status(), label).toBe(200);
      expect(new URL(response.url()).pathname, label).toBe(label === "profile" ? "/profile" : LESSON);
      expectPrivate(response, label);
    }
    expect(rsc.headers()["content-type"]).toContain("text/x-component");
    expect(await rsc.text()).toContain("Clarify");
  });

  test("the session cookies are HttpOnly and SameSite=Lax, and not Secure on http://localhost", async ({ page, context }) => {
    await signInThroughForm(page);
    const session = (await context.cookies()).filter((cookie) => SESSION_COOKIE.test(cookie.name));
    expect(session.length).toBeGreaterThan(0);
    for (const cookie of session) expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false });
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/sb-.*-auth-token/);
  });

  test.describe("behind a proxy that ends https", () => {
    test.use({ extraHTTPHeaders: { "X-Forwarded-Proto": "https" } });

    test("HSTS is sent and the session cookies are Secure", async ({ page, context }) => {
      const response = await context.request.get("/login");
      expect(response.headers()["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
      await signInThroughForm(page);
      const session = (await context.cookies()).filter((cookie) => SESSION_COOKIE.test(cookie.name));
      expect(session.length).toBeGreaterThan(0);
      for (const cookie of session) expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: true });
      await page.goto("/profile");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hello, ${DEMO.name}`);
    });
  });
});

test.describe("every screen works under the policy, with no violation reported", () => {
  test("the login, email login and sign-up screens, a sign-up, a lesson and the profile", async ({ page }) => {
    const violations = await collectViolations(page);
    for (const path of ["/login", "/email-login", "/signup-user"]) {
      await page.goto(path);
      await expectScriptsRan(page);
    }
    const email = await purchasedEmail();
    await fillSignup(page, {
      name: "Policy Check",
      email,
      password: "a-good-password",
      phone: "98123 45678",
      linkedin: "https://www.linkedin.com/in/policy-check",
    });
    await confirmSignupInBrowser(page, email, "a-good-password");
    await expect(page).toHaveURL(new RegExp(`${WELCOME}$`));
    await expectScriptsRan(page);
    await page.getByRole("button", { name: "Yes, thumbs up" }).click();
    await expect(page.getByRole("textbox", { name: "Tell us more (optional)" })).toBeVisible();
    await page.getByRole("navigation", { name: "Lesson" }).getByRole("link", { name: /^Next/ }).click();
    await expect(page).not.toHaveURL(new RegExp(`${WELCOME}$`));
    // The next lesson, loaded afresh: a page prepared at build, under its policy of hashes. Its scripts run (the
    // frame asks for the member's name, the thumbs work) and the theme script sets the chosen theme.
    await page.getByRole("combobox", { name: "Theme" }).selectOption("dark");
    await page.reload();
    await expectScriptsRan(page);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page.getByRole("button", { name: "PC: Account menu for Policy Check" })).toBeVisible();
    await page.getByRole("button", { name: "Yes, thumbs up" }).click();
    await expect(page.getByRole("textbox", { name: "Tell us more (optional)" })).toBeVisible();
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Policy Check");
    await expectScriptsRan(page);
    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);

    await logInWithEmail(page);
    await expect(page).toHaveURL(new RegExp(`${WELCOME}$`));
    expect(violations).toEqual([]);
  });

  test("the Google stand-in round trip", async ({ page }) => {
    const violations = await collectViolations(page);
    await signInWithGoogle(page, DEMO.email, DEMO.name);
    await expect(page).toHaveURL(new RegExp(`${WELCOME}$`));
    await expectScriptsRan(page);
    expect(violations).toEqual([]);
  });

  test("with scripts off, the Google button's form post may go on to Supabase and back (form-action)", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    await signInWithGoogle(page, DEMO.email, DEMO.name);
    await expect(page).toHaveURL(new RegExp(`${WELCOME}$`));
    expect(messages.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    await context.close();
  });
});
