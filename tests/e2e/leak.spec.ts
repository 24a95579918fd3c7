import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";
import type { Session } from "@supabase/supabase-js";
import { SignJWT, decodeJwt, decodeProtectedHeader, generateKeyPair } from "jose";
import { MEMBERSHIP_CACHE_SECONDS, backendSettings, e2eUrls, ALONE } from "../../playwright.config";
import { courseNavigation } from "../../lib/course/navigation";
import { startBackendProcess, stopBackendProcess } from "./backend-process";
import { LOCAL_WEBHOOK_SECRET } from "../../local-supabase/config";
import { razorpaySignature } from "../../lib/payments/razorpay-signature";
import { samplePaymentCaptured } from "../../lib/payments/sample-event";
import { DEMO, WELCOME, alertBox, backendAdmin, backendClient, confirmedMember, logInWithEmail, purchasedEmail, signIn, test } from "./support";

/** A run of plain words from the lesson's first paragraph that has one: it appears as-is in the HTML and in the RSC payload. */
function sampleOf(section: string, slug: string): string {
  const source = fs.readFileSync(path.resolve(import.meta.dirname, "../../content", section, `${slug}.mdx`), "utf8");
  const body = source.replace(/^---[\s\S]*?---/, "");
  const paragraphs = body.split(/\n\s*\n/).filter((block) => /^[A-Z]/.test(block.trim()) && block.length > 80);
  const words = paragraphs.map((paragraph) => /[A-Za-z][A-Za-z ]{28,}[A-Za-z]/.exec(paragraph)?.[0]).find(Boolean);
  if (!words) throw new Error(`no plain sample in ${section}/${slug}`);
  return words;
}

const lessons = courseNavigation.lessons.map((lesson) => ({ ...lesson, sample: sampleOf(lesson.section, lesson.slug) }));

// The headers Chromium sends for a client-side navigation and a segment prefetch (captured from the router): from a
// page of the members' group, and from and to a lesson, whose pages are prepared at build in the course group. Next
// answers a request whose `_rsc` check value does not match its headers with a redirect to the right one, so the
// probes are also made following redirects.
const stateTree = (group: string, section: string, lesson: string) =>
  encodeURIComponent(
    JSON.stringify(["", { children: [group, { children: ["dashboard", { children: [["section", section, "d", null], { children: [["lesson", lesson, "d", null], { children: ["__PAGE__", {}, null, null, 0] }, null, null, 0] }, null, null, 0] }, null, null, 0] }, null, null, 0] }, null, null, 16]),
  );
const probes: Record<string, Record<string, string>> = {
  "a plain request": {},
  "an RSC request": { RSC: "1", "Next-Router-State-Tree": stateTree("(members)", "intro", "welcome"), "Next-Url": "/dashboard/intro/welcome" },
  "an RSC prefetch": { RSC: "1", "Next-Router-Prefetch": "1", "Next-Router-Segment-Prefetch": "/!KG1lbWJlcnMp/dashboard/$d$section/$d$lesson/__PAGE__" },
  "an RSC request from a lesson": { RSC: "1", "Next-Router-State-Tree": stateTree("(course)", "analytical", "metrics"), "Next-Url": "/dashboard/analytical/metrics" },
  "an RSC prefetch of a prepared lesson": { RSC: "1", "Next-Router-Prefetch": "1", "Next-Router-Segment-Prefetch": "/!KGNvdXJzZSk/dashboard/$d$section/$d$lesson/__PAGE__" },
  "a forged x-middleware-subrequest (proxy)": { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" },
  "a forged x-middleware-subrequest (middleware)": { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" },
};

/**
 * The names under which `next build` keeps a prepared lesson's HTML, RSC payload and prefetch segments
 * (.next/server/app/<lesson>.html, .rsc, .segments/...), asked for as addresses of their own.
 */
const preparedFiles = (path: string) => [
  `${path}.html`,
  `${path}.rsc`,
  `${path}.prefetch.rsc`,
  `${path}.segments/_full.segment.rsc`,
  `${path}.segments/!KGNvdXJzZSk/dashboard/$d$section/$d$lesson/__PAGE__.segment.rsc`,
];

// Every request this file makes to the app, printed at the end.
let probesMade = 0;
test.afterAll(() => console.log(`leak.spec.ts: ${probesMade} probes made`));

async function bodyOf(request: APIRequestContext, url: string, headers: Record<string, string>, follow: boolean) {
  probesMade += 1;
  const response = await request.get(url, { headers, maxRedirects: follow ? 20 : 0 });
  return response.text();
}

test.describe("no lesson text without a valid session", () => {
  for (const [name, headers] of Object.entries(probes)) {
    test(`${name} for any lesson gets none, redirected or not`, async ({ playwright, baseURL }) => {
      const request = await playwright.request.newContext({ baseURL });
      for (const lesson of lessons) {
        for (const follow of [false, true]) {
          expect(await bodyOf(request, lesson.path, headers, follow), `${lesson.path} follow=${follow}`).not.toContain(lesson.sample);
        }
      }
      await request.dispose();
    });
  }

  test("the files kept for a prepared lesson, asked for by their own names, give none", async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    // Every lesson's HTML and RSC payload; all of the names, also as a segment prefetch, for every tenth lesson.
    for (const [index, lesson] of lessons.entries()) {
      const sampled = index % 10 === 0;
      for (const path of sampled ? preparedFiles(lesson.path) : preparedFiles(lesson.path).slice(0, 2)) {
        for (const headers of sampled ? [probes["a plain request"]!, probes["an RSC prefetch of a prepared lesson"]!] : [probes["a plain request"]!]) {
          for (const follow of [false, true]) expect(await bodyOf(request, path, headers, follow), `${path} follow=${follow}`).not.toContain(lesson.sample);
        }
      }
    }
    await request.dispose();
  });

  test("a tampered session cookie gets none, and the same requests with the real cookie get the lesson", async ({ page, context, baseURL, playwright }) => {
    await signIn(page);
    const lesson = lessons[3]!;
    // The control: these probes see lesson text when there is a session to see it with (the page's own cookies).
    expect(await bodyOf(context.request, lesson.path, {}, false)).toContain(lesson.sample);
    expect(await bodyOf(context.request, lesson.path, probes["an RSC request"]!, true)).toContain(lesson.sample);

    // The same session with its access token's signature replaced and its refresh token unusable. The session
    // may be split into chunks (.0, .1); tampering works on the whole value, so it is rejoined first.
    const session = (await context.cookies()).filter((cookie) => /^sb-.*-auth-token(\.\d+)?$/.test(cookie.name));
    expect(session.length).toBeGreaterThan(0);
    const whole = session.sort((a, b) => a.name.localeCompare(b.name)).map((cookie) => cookie.value).join("");
    const json = JSON.parse(Buffer.from(whole.replace(/^base64-/, ""), "base64url").toString("utf8")) as Record<string, unknown>;
    const asCookie = (value: object) => ({
      ...session[0]!,
      name: session[0]!.name.replace(/\.\d+$/, ""),
      value: `base64-${Buffer.from(JSON.stringify(value)).toString("base64url")}`,
    });
    const rebuilt = await playwright.request.newContext({ baseURL, storageState: { cookies: [asCookie(json)], origins: [] } });
    expect(await bodyOf(rebuilt, lesson.path, {}, false), "the rebuilt, untampered cookie is accepted").toContain(lesson.sample);
    await rebuilt.dispose();

    const [header, payload] = String(json.access_token).split(".");
    const tampered = { ...json, access_token: `${header}.${payload}.${Buffer.from("forged").toString("base64url")}`, refresh_token: "unusable" };
    const forged = await playwright.request.newContext({ baseURL, storageState: { cookies: [asCookie(tampered)], origins: [] } });
    for (const headers of Object.values(probes)) {
      for (const follow of [false, true]) expect(await bodyOf(forged, lesson.path, headers, follow)).not.toContain(lesson.sample);
    }
    await forged.dispose();
  });
});

// A member of the suite's own, with a profile to look for: the phone number and LinkedIn link only /profile shows.
const PASSWORD = "probe-password-1";
const profileOf = (id: string) => ({ name: "Leak Probe", phone_number: `+9198${id}`, linkedin_profile: `https://www.linkedin.com/in/leak-probe-${id}` });
const SESSION_COOKIE = `sb-${new URL(e2eUrls.backend).hostname.split(".")[0]}-auth-token`;
// The lesson search answers with lesson text: words of the section it finds for this query.
const SEARCH = { path: "/api/search?q=chai%20stalls", sample: "I will include roadside" };
// The practice pages carry the question bank (prompts, what a strong answer covers): course material like a lesson's.
const PRACTICE_ROUTES = [
  { path: "/practice", sample: "A launch that did not work" },
  { path: "/practice/a-launch-that-failed", sample: "Tell me about something you launched that did not work" },
  { path: "/practice/a-launch-that-failed/kit", sample: "owned by the candidate, with a clear prediction made beforehand" },
  { path: "/practice/mirror", sample: null },
  { path: "/drills", sample: null },
  { path: "/mocks", sample: null },
];
// The frame of a lesson page: the member's id, name, progress and counts, asked for by the browser.
const MEMBER_FRAME = { path: "/api/member-frame", sample: '"memberId"' };
const memberRoutes = [
  ...lessons.map((lesson) => ({ path: lesson.path, sample: lesson.sample })),
  ...preparedFiles(lessons[7]!.path).map((path) => ({ path, sample: lessons[7]!.sample })),
  { path: "/profile", sample: null },
  SEARCH,
  MEMBER_FRAME,
  ...PRACTICE_ROUTES,
];

/** The session cookie @supabase/ssr would have written for `session`: its value, and as a Cookie header. */
const cookieValue = (session: object) => `base64-${Buffer.from(JSON.stringify(session)).toString("base64url")}`;
const cookieFor = (session: object) => `${SESSION_COOKIE}=${cookieValue(session)}`;

/** `session` with its access token's claims or header replaced, signed by `sign` (or keeping the old signature). */
async function withToken(session: Session, change: { header?: object; claims?: object; sign?: (header: object, claims: object) => Promise<string> }) {
  const header = { ...decodeProtectedHeader(session.access_token), ...change.header };
  const claims = { ...decodeJwt(session.access_token), ...change.claims };
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString("base64url");
  const oldSignature = session.access_token.split(".")[2];
  const token = change.sign ? await change.sign(header, claims) : `${encode(header)}.${encode(claims)}.${oldSignature}`;
  return { ...session, access_token: token, refresh_token: "unusable" };
}

/**
 * One probe, made with fetch so that no cookie jar changes what the next probe sends: `path` with `headers` and
 * `cookie`, following only Next's own `_rsc` check redirect (to the same path). No response on the way may hold any
 * of `secrets`; `settled` says whether an answer ends the probe as a refusal (and checks what it must).
 */
async function probe(
  path: string,
  headers: Record<string, string>,
  cookie: string | null,
  secrets: string[],
  settled: (answer: { status: number; body: string; label: string; target: URL | null }) => boolean,
) {
  let url = path;
  for (let hop = 0; hop < 3; hop++) {
    probesMade += 1;
    const response = await fetch(new URL(url, e2eUrls.app), { headers: { ...headers, ...(cookie ? { cookie } : {}) }, redirect: "manual" });
    const body = await response.text();
    const label = `${url} ${JSON.stringify(headers).slice(0, 80)}: ${response.status}`;
    for (const secret of secrets) expect(body, label).not.toContain(secret);
    const location = response.headers.get("location");
    const target = location ? new URL(location, e2eUrls.app) : null;
    if (settled({ status: response.status, body, label, target })) return;
    expect(target?.pathname === new URL(url, e2eUrls.app).pathname && target.searchParams.has("_rsc"), `${label} -> ${location}`).toBe(true);
    url = target!.pathname + target!.search;
  }
  throw new Error(`${path}: too many redirects`);
}

/** The answer must be a redirect to /login or a 401/403, with nothing of the lesson or the member's profile on the way. */
function expectRefused(path: string, headers: Record<string, string>, cookie: string | null, secrets: string[]) {
  return probe(path, headers, cookie, secrets, ({ status, label, target }) => {
    if (status === 401 || status === 403) return true;
    expect(target, label).toBeTruthy();
    return target!.pathname === "/login";
  });
}

/** Every lesson, /profile, the search and the practice, drill and mock pages, with every header set of `probes`: all refused, with nothing of the member's shown. */
async function expectAllRefused(cookie: string | null, member: { phone_number: string; linkedin_profile: string }) {
  for (const route of memberRoutes) {
    const secrets = [member.phone_number, member.linkedin_profile, ...(route.sample ? [route.sample] : [])];
    for (const headers of Object.values(probes)) await expectRefused(route.path, headers, cookie, secrets);
  }
}

test.describe("no lesson or profile for a session that is not a member's", () => {
  test.describe.configure({ timeout: 120_000 });

  let email: string;
  let session: Session;
  const profile = profileOf(String(Date.now()).slice(-8));

  test.beforeAll(async () => {
    email = await purchasedEmail();
    session = await confirmedMember(email, PASSWORD, profile);
  });

  test("the control: the member's own session cookie gets the lesson, the profile and search results, as a page and as RSC", async () => {
    const lesson = lessons[5]!;
    for (const headers of [{}, probes["an RSC request"]!]) {
      probesMade += 1;
      const page = await fetch(new URL(lesson.path, e2eUrls.app), { headers: { ...headers, cookie: cookieFor(session) } });
      expect(await page.text()).toContain(lesson.sample);
      probesMade += 1;
      const own = await fetch(new URL("/profile", e2eUrls.app), { headers: { ...headers, cookie: cookieFor(session) } });
      const body = await own.text();
      expect(body).toContain(profile.phone_number);
      expect(body).toContain(profile.linkedin_profile);
    }
    probesMade += 1;
    const search = await fetch(new URL(SEARCH.path, e2eUrls.app), { headers: { cookie: cookieFor(session) } });
    expect(await search.text()).toContain(SEARCH.sample);
    probesMade += 1;
    const frame = await fetch(new URL(MEMBER_FRAME.path, e2eUrls.app), { headers: { cookie: cookieFor(session) } });
    expect(await frame.json()).toMatchObject({ memberId: session.user.id, label: profile.name });
    // The practice samples are on their pages for a member, so the probes below would see them leak.
    for (const route of PRACTICE_ROUTES) {
      probesMade += 1;
      const page = await fetch(new URL(route.path, e2eUrls.app), { headers: { cookie: cookieFor(session) } });
      expect(page.status, route.path).toBe(200);
      if (route.sample) expect(await page.text(), route.path).toContain(route.sample);
    }
  });

  test("no cookie", async () => {
    await expectAllRefused(null, profile);
  });

  test("an expired token, whether its cookie says so (the refresh fails) or claims it is fresh", { tag: ALONE }, async () => {
    // Tokens are signed by the backend's own key, so an expired one comes from a backend that issues one-second tokens.
    await stopBackendProcess(backendSettings);
    await startBackendProcess({ ...backendSettings, env: { LOCAL_SUPABASE_JWT_EXPIRY: "1" } });
    let shortLived: Session;
    try {
      const { data, error } = await backendClient().auth.signInWithPassword({ email, password: PASSWORD });
      if (error || !data.session) throw new Error(error?.message ?? "no session");
      shortLived = data.session;
    } finally {
      await stopBackendProcess(backendSettings);
      await startBackendProcess(backendSettings);
    }
    await expect.poll(() => Date.now() / 1000 > decodeJwt(shortLived.access_token).exp! + 1, { timeout: 10_000 }).toBe(true);
    await expectAllRefused(cookieFor({ ...shortLived, refresh_token: "unusable" }), profile);
    await expectAllRefused(cookieFor({ ...shortLived, expires_at: session.expires_at, refresh_token: "unusable" }), profile);
  });

  test("a token signed by another ES256 key under the project's key id", async () => {
    const { privateKey } = await generateKeyPair("ES256");
    const forged = await withToken(session, { sign: (header, claims) => new SignJWT({ ...claims }).setProtectedHeader(header as { alg: string }).sign(privateKey) });
    await expectAllRefused(cookieFor(forged), profile);
  });

  test("an alg: none token", async () => {
    const unsigned = await withToken(session, { header: { alg: "none", kid: undefined } });
    await expectAllRefused(cookieFor({ ...unsigned, access_token: unsigned.access_token.replace(/[^.]*$/, "") }), profile);
  });

  test("a token whose claims were changed under its old signature (another member's id and email, a later expiry)", async () => {
    const demo = await backendAdmin().from("user_profiles").select("user_id").eq("name", DEMO.name).single();
    const altered = await withToken(session, { claims: { sub: demo.data?.user_id, email: DEMO.email, exp: decodeJwt(session.access_token).exp! + 86_400 } });
    await expectAllRefused(cookieFor(altered), profile);
  });

  test("the valid session of an account whose membership was withdrawn, which is signed out with the catalogue's message", async ({ page }) => {
    // The local backend has no Auth admin API, so the account itself cannot be deleted: its membership row is.
    const { error } = await backendAdmin().from("users").delete().eq("email", email);
    expect(error).toBeNull();
    // The app remembers a member for MEMBERSHIP_CACHE_SECONDS; once that has passed, nothing is served.
    await new Promise((resolve) => setTimeout(resolve, MEMBERSHIP_CACHE_SECONDS * 1000 + 500));
    await expectAllRefused(cookieFor(session), profile);

    await page.context().addCookies([{ name: SESSION_COOKIE, value: cookieValue(session), url: e2eUrls.app, httpOnly: true, sameSite: "Lax" }]);
    await page.goto(lessons[5]!.path);
    await expect(page).toHaveURL(/\/login\?error=notMember$/);
    await expect(alertBox(page)).toHaveText("Account not created yet. Please contact support or sign up first.");
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(SESSION_COOKIE);
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login$/);

    // Signing in again with the password is refused the same way.
    await logInWithEmail(page, email, PASSWORD);
    await expect(alertBox(page)).toHaveText("Account not created yet. Please contact support or sign up first.");
    await expect(page).toHaveURL(/\/email-login$/);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(SESSION_COOKIE);
  });
});

// The admin pages and their exports: what only an admin may see (a buyer's email and payment id from the webhook, a
// member's comment) must not reach a visitor, a member who is not an admin, or a forged admin token.
/** Headings and headers that only the admin screens and exports show. */
const ADMIN_SCREEN_TEXTS = ["The membership list", "Payments, newest first", "Comments, newest first", "email,added_by", "lesson,title,helpful_percent", "The board in numbers"];
const ADMIN_ROUTES = ["/admin", "/admin/members", "/admin/members/export", "/admin/feedback", "/admin/feedback/export", "/admin/purchases", "/admin/mocks"];

/** `path` must answer a redirect to /login or the welcome lesson, or a 404, with none of `secrets` on the way. */
function expectAdminRefused(path: string, headers: Record<string, string>, cookie: string | null, secrets: string[]) {
  return probe(path, headers, cookie, secrets, ({ status, body, label, target }) => {
    if (status === 404) return true;
    // A 200 without a redirect (an RSC answer carrying the admin check's redirect, or a prefetch's bare route tree)
    // must hold nothing of an admin screen either.
    if (!target) {
      for (const text of ADMIN_SCREEN_TEXTS) expect(body, label).not.toContain(text);
      return true;
    }
    return target.pathname === "/login" || target.pathname === WELCOME;
  });
}

test.describe("no admin data without an admin's session", () => {
  test.describe.configure({ timeout: 120_000 });

  let admin: Session;
  let member: Session;
  const id = String(Date.now()).slice(-8);
  const buyer = `leak-buyer-${id}@example.com`;
  const comment = `leak probe comment ${id}`;
  let paymentId = "";

  test.beforeAll(async () => {
    const adminEmail = await purchasedEmail();
    admin = await confirmedMember(adminEmail, PASSWORD, { name: "Leak Admin" });
    expect((await backendAdmin().from("admins").insert({ email: adminEmail })).error).toBeNull();
    const memberEmail = await purchasedEmail();
    member = await confirmedMember(memberEmail, PASSWORD, { name: "Leak Member" });
    const client = backendClient();
    await client.auth.setSession(member);
    expect((await client.from("feedback").insert({ page_url: lessons[2]!.path, rating: "down", feedback_text: comment })).error).toBeNull();
    const sample = samplePaymentCaptured(buyer);
    paymentId = sample.paymentId;
    const paid = await fetch(new URL("/api/webhooks/razorpay", e2eUrls.app), {
      method: "POST",
      body: sample.body,
      headers: { "Content-Type": "application/json", "X-Razorpay-Signature": razorpaySignature(sample.body, LOCAL_WEBHOOK_SECRET), "X-Razorpay-Event-Id": sample.eventId },
    });
    expect(paid.status).toBe(200);
  });

  const secrets = () => [buyer, paymentId, comment];
  const forEveryProbe = async (cookie: string | null) => {
    for (const path of ADMIN_ROUTES) for (const headers of Object.values(probes)) await expectAdminRefused(path, headers, cookie, secrets());
  };

  test("the control: the admin's own cookie sees the buyer, the payment and the comment", async () => {
    const seen = await Promise.all(
      ["/admin/members", "/admin/members/export", "/admin/purchases", "/admin/feedback"].map(async (path) => {
        probesMade += 1;
        return (await fetch(new URL(path, e2eUrls.app), { headers: { cookie: cookieFor(admin) } })).text();
      }),
    );
    expect(seen[0]).toContain(buyer);
    expect(seen[1]).toContain(buyer);
    expect(seen[2]).toContain(paymentId);
    expect(seen[3]).toContain(comment);
    for (const [index, text] of [[0, "The membership list"], [1, "email,added_by"], [2, "Payments, newest first"], [3, "Comments, newest first"]] as const) {
      expect(seen[index]).toContain(text);
    }
  });

  test("no cookie", async () => {
    await forEveryProbe(null);
  });

  test("a member who is not an admin", async () => {
    await forEveryProbe(cookieFor(member));
  });

  test("a member's token with the admin's id and email under its old signature", async () => {
    const claims = decodeJwt(admin.access_token);
    await forEveryProbe(cookieFor(await withToken(member, { claims: { sub: claims.sub, email: claims.email } })));
  });
});

