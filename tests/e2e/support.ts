import AxeBuilder from "@axe-core/playwright";
import { createServerClient } from "@supabase/ssr";
import { createClient } from "@supabase/supabase-js";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { e2eUrls } from "../../playwright.config";
import { ANON_KEY, PUBLISHABLE_KEY, SERVICE_ROLE_KEY } from "../../local-supabase/config";
import type { Session } from "@supabase/supabase-js";

/**
 * Waits, on a page that loads its scripts after its first paint (lib/paint-first/), until React has taken the page
 * over: from then on a click or a key is handled (React replays one that comes while it hydrates). The load event
 * `goto` waits for can come before the paint, and a button pressed before the scripts have run does nothing.
 */
export async function waitForPageScripts(page: Page) {
  await page.waitForFunction(() => !document.querySelector("script[data-paint-first]") || Object.keys(document).some((key) => key.startsWith("__reactContainer$")));
}

/**
 * Waits until React has hydrated `element` (its props are attached to it). React hydrates a page in slices after it
 * has taken it over, and a controlled field filled before its component is hydrated is reset to that component's
 * state, so a form is filled once its last control is hydrated (those before it are by then).
 */
export async function waitForHydration(element: Locator) {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$")))).toBe(true);
}

const waiting = new WeakSet<Page>();

/** Makes `goto` and `reload` on `page` wait for the page's scripts, unless the call names its own `waitUntil`. */
function waitForScriptsAfterNavigation(page: Page) {
  if (waiting.has(page)) return;
  waiting.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!options?.waitUntil) await waitForPageScripts(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (!options?.waitUntil) await waitForPageScripts(page);
    return response;
  };
}

/**
 * Playwright's `test`, where every page with scripts on waits for the page's scripts after each `goto` and `reload`,
 * as a member waits for a page to be ready before using it: the browser's contexts are all made by `newContext`, the
 * test's own included (Playwright's context fixture calls it). A test that names a `waitUntil` (one that holds the
 * scripts back, say) waits for what it needs itself.
 */
export const test = base.extend({
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled !== false) context.on("page", waitForScriptsAfterNavigation);
        return context;
      };
      await provide(browser);
    },
    { scope: "worker" },
  ],
});

export const DEMO = { email: "demo@example.com", password: "learn-pm-2026", name: "Asha Verma" };
export const WELCOME = "/dashboard/intro/welcome";

/** The local backend as an operator (service role) sees it: to add purchases and to check what was stored. */
export function backendAdmin() {
  return createClient(e2eUrls.backend, SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
}

/** An anonymous client of the local backend, as a browser would have. */
export function backendClient() {
  return createClient(e2eUrls.backend, ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
}

/** A new email on the membership list, as a purchase would add it. */
export async function purchasedEmail(): Promise<string> {
  const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
  const { error } = await backendAdmin().from("users").insert({ email });
  if (error) throw new Error(error.message);
  return email;
}

/**
 * The /verify link in the newest email to exactly `email`, read through the outbox's Mailpit API as a tool would
 * (waiting up to 5 s for it to arrive). `type` picks the kind of link: `signup` (confirmation) or `recovery`.
 */
export async function linkFromOutbox(email: string, type: "signup" | "recovery"): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const search = (await (await fetch(`${e2eUrls.mail}/api/v1/search?query=${encodeURIComponent(`to:"${email}"`)}`)).json()) as {
      messages: { ID: string; To: { Address: string }[] }[];
    };
    for (const { ID, To } of search.messages) {
      if (!To.some((to) => to.Address === email)) continue;
      const message = (await (await fetch(`${e2eUrls.mail}/api/v1/message/${ID}`)).json()) as { Text: string };
      const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(message.Text)?.[0];
      if (link && new URL(link).searchParams.get("type") === type) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${type} email to ${email}`);
}

/**
 * For fixtures that are not about sign-up: signs a purchased email up through supabase-js, confirms it by opening
 * the confirmation link from the outbox (the implicit flow: the session comes back in the redirect's fragment), never by
 * writing the confirmation in SQL, then sets the password and details again as "Choose your password" does (the
 * profile's phone and LinkedIn link default when `data` has none). Returns that session.
 */
export async function confirmedMember(email: string, password: string, data: Record<string, string>): Promise<Session> {
  const { error } = await backendClient().auth.signUp({ email, password, options: { data } });
  if (error) throw new Error(error.message);
  const response = await fetch(await linkFromOutbox(email, "signup"), { redirect: "manual" });
  const fragment = new URLSearchParams(new URL(response.headers.get("location") ?? "http://x/").hash.slice(1));
  const accessToken = fragment.get("access_token");
  const refreshToken = fragment.get("refresh_token");
  if (!accessToken || !refreshToken) throw new Error(`confirmation failed: ${response.status} ${response.headers.get("location")}`);
  const client = backendClient();
  const { data: set, error: setError } = await client.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
  if (setError || !set.session) throw new Error(setError?.message ?? "no session");
  // The proof cleared the password and details (docs/security.md): set again, as "Choose your password" does.
  const { error: passwordError } = await client.auth.updateUser({ password, data });
  if (passwordError) throw new Error(passwordError.message);
  const details = { name: data.name ?? "", phone_number: data.phone_number ?? "+919812345678", linkedin_profile: data.linkedin_profile ?? "https://www.linkedin.com/in/member" };
  const { error: detailsError } = await client.rpc("complete_account_setup", details);
  if (detailsError) throw new Error(detailsError.message);
  const { data: refreshed, error: refreshError } = await client.auth.refreshSession();
  if (refreshError || !refreshed.session) throw new Error(refreshError?.message ?? "no session");
  return refreshed.session;
}

export const CHECK_EMAIL = "Check your email: we have sent you a link to confirm your address. Open it on this device or another to finish signing up.";

/**
 * After the sign-up form: the screen asks the person to confirm their address; open the link from the outbox in the
 * same browser, as they would, and choose the password again on the step the proof leads to (it clears the one typed
 * before it: docs/security.md).
 */
export async function confirmSignupInBrowser(page: Page, email: string, password: string) {
  await expect(page.getByText(CHECK_EMAIL)).toBeVisible();
  await page.goto(await linkFromOutbox(email, "signup"));
  await expect(page).toHaveURL(/\/choose-password$/);
  await page.getByLabel(/^Password(?! again)/).fill(password);
  await page.getByLabel("Password again").fill(password);
  await page.getByRole("button", { name: "Save and continue" }).click();
}

export async function logInWithEmail(page: Page, email = DEMO.email, password = DEMO.password) {
  await page.goto("/email-login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** Clicks "Sign in with Google" on /login and answers the local page that stands in for Google. */
export async function signInWithGoogle(page: Page, email: string, name = "") {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await expect(page.getByRole("heading", { name: "Sign in with Google" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Full name").fill(name);
  await page.getByRole("button", { name: "Continue" }).click();
}

type SignupField = "name" | "email" | "password" | "phone" | "linkedin";

/** Fills in /signup-user with the given fields (the others left empty) and presses "Sign up". */
export async function fillSignup(page: Page, fields: Partial<Record<SignupField, string>>) {
  await page.goto("/signup-user");
  await waitForHydration(page.getByRole("button", { name: "Sign up" }));
  if (fields.name !== undefined) await page.getByLabel("Full name").fill(fields.name);
  if (fields.email !== undefined) await page.getByLabel("Email").fill(fields.email);
  if (fields.password !== undefined) await page.getByLabel("Password").fill(fields.password);
  if (fields.phone !== undefined) await page.getByRole("textbox", { name: "Phone number" }).fill(fields.phone);
  if (fields.linkedin !== undefined) await page.getByLabel("LinkedIn profile link").fill(fields.linkedin);
  await page.getByRole("button", { name: "Sign up" }).click();
}

/**
 * Logs the demo member in through the form and waits for the welcome lesson, where a successful login lands: up to
 * 15 s, as a sign-in (a password hash checked, then a redirect to a rendered lesson) can take longer than the default
 * 5 s on a busy machine, and up to a minute under `next dev` (`npm test quick`), which compiles the lesson page on its
 * first request. For the tests about signing in; the others use `signIn`.
 */
export async function signInThroughForm(page: Page) {
  await logInWithEmail(page);
  await expect(page).toHaveURL(new RegExp(`${WELCOME}$`), { timeout: process.env.E2E_SERVER === "dev" ? 60_000 : 15_000 });
}

/**
 * Signs a member in (the demo member unless told otherwise) through Supabase Auth's API with @supabase/ssr, as the
 * sign-in form's action does, hands the browser the session cookies the action would have set, and opens the welcome
 * lesson. For tests that need a signed-in member but are not about signing in: the form's own tests use
 * `signInThroughForm`, and skipping its page, its password check in the app and its redirect here saves a few seconds
 * in each of the fifty-odd tests that sign in. It talks to the end-to-end run's own backend and app
 * (`e2eUrls`), so the editing tests, which run theirs elsewhere, sign in through the form.
 */
export async function signIn(page: Page, email = DEMO.email, password = DEMO.password) {
  const cookies: { name: string; value: string }[] = [];
  const supabase = createServerClient(e2eUrls.backend, PUBLISHABLE_KEY, {
    cookies: { getAll: () => [], setAll: (set) => void cookies.push(...set) },
  });
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
  await page.context().addCookies(cookies.map(({ name, value }) => ({ name, value, url: e2eUrls.app, httpOnly: true, sameSite: "Lax" as const })));
  await page.goto(WELCOME);
  await expect(page).toHaveURL(new RegExp(`${WELCOME}$`), { timeout: process.env.E2E_SERVER === "dev" ? 60_000 : 15_000 });
  // Tests act on the welcome lesson at once: its feedback buttons need React to have hydrated them, not only started.
  await expectScriptsRan(page);
}

/**
 * What axe-core finds on the page (or in the part `include` selects, with only `rules` when given): one line per rule
 * broken, with the nodes that break it. Only violations are described in full: nothing here reads the nodes that pass.
 */
export async function axeViolations(page: Page, { include, rules }: { include?: string; rules?: string[] } = {}): Promise<string[]> {
  // label-content-name-mismatch is experimental in axe-core, off unless asked for: a control whose accessible name
  // leaves out the text it shows cannot be operated by saying that text (WCAG 2.5.3).
  let builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"], rules: { "label-content-name-mismatch": { enabled: true } } });
  if (include) builder = builder.include(include);
  if (rules) builder = builder.withRules(rules);
  const results = await builder.analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/** Waits until the page's scripts have run: the analytics island records a page view once it has hydrated. */
export async function expectScriptsRan(page: Page) {
  await expect
    .poll(() => page.evaluate(() => ((window as unknown as { vaq?: [string][] }).vaq ?? []).some(([kind]) => kind === "pageview")))
    .toBe(true);
}

/**
 * Opens a lesson and waits, beyond its scripts (which `goto` waits for), for the member's frame: the account menu
 * named for the member, drawn once the frame has arrived.
 */
export async function openLesson(page: Page, path: string) {
  await page.goto(path);
  // What is pressed before the frame arrives is sent only once it does (it waits in storage until then).
  await expect(page.getByRole("button", { name: /Account menu for / })).toBeVisible();
}

export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** The axe rules that read colours: the only ones a change of theme can change the answer of. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * No axe violations on this screen in the light theme or the dark one, the page switched between them in place: every
 * rule in the light theme, then the colour rules in the dark one. A theme sets only `color-scheme`, which picks one
 * colour of each light-dark() pair (app/globals.css, palette.css), so a journey walked once with this at each of its
 * screens checks what walking it once per theme did, as the every-lesson scan checks each lesson. Each scan waits for
 * the colours' transitions to end and checks the theme took; the page is left in the theme it was in.
 */
export async function expectNoAxeViolationsInBothThemes(page: Page) {
  const wasDark = await pageIsDark(page);
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => animation instanceof CSSTransition).map((animation) => animation.finished.catch(() => {}))));
    expect(await pageIsDark(page), `the page in the ${theme} theme`).toBe(theme === "dark");
    expect(await axeViolations(page, { rules: theme === "dark" ? COLOUR_RULES : undefined }), `axe in the ${theme} theme`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: wasDark ? "dark" : "light" });
}

/** The alert box every error is shown in. */
// Inside main: Next's route announcer is also an alert, and after a navigation it holds the page title.
export const alertBox = (page: Page) => page.getByRole("main").getByRole("alert").filter({ hasText: /\S/ });

/** Whether the page's background is dark: its colour (whatever notation the browser gives) drawn and read back. */
export function pageIsDark(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const context = document.createElement("canvas").getContext("2d")!;
    context.fillStyle = getComputedStyle(document.body).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return r! + g! + b! < 150;
  });
}

/**
 * The controls inside `scope` that a finger can hit and that are under 44 by 44 px: links, buttons, fields, and radios
 * and checkboxes by their label. Those off screen, hidden or clipped to nothing ("Skip to content" until focused) are left
 * out; a link inside running text is the text's.
 */
export function smallTargets(page: Page, scope = "main"): Promise<string[]> {
  return page.locator(scope).first().evaluate((root) => {
    const controls = root.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=menuitem]");
    return [...controls].flatMap((control) => {
      if (control.closest("[inert], [aria-hidden=true]")) return [];
      if (control.tagName === "A" && control.parentElement?.closest("p, li") && (control.parentElement.textContent ?? "").trim() !== (control.textContent ?? "").trim()) return [];
      const choice = control instanceof HTMLInputElement && (control.type === "radio" || control.type === "checkbox");
      const target = (choice && control.closest("label")) || control;
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      const clipped = style.clipPath.startsWith("inset(50%") || style.clip.startsWith("rect(0");
      if (box.width <= 1 || box.height <= 1 || box.right <= 0 || box.left >= window.innerWidth || style.visibility === "hidden" || clipped) return [];
      if (box.width >= 44 && box.height >= 44) return [];
      const name = (control.getAttribute("aria-label") ?? control.textContent ?? "").trim().slice(0, 40);
      return [`${control.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`];
    });
  });
}

/** `target` is a tap target of at least 44 px each way. */
export async function expectTapTarget(target: Locator) {
  const box = (await target.boundingBox())!;
  expect(Math.min(box.width, box.height), (await target.textContent()) ?? "").toBeGreaterThanOrEqual(44);
}

/** The page fits its viewport's width, with nothing to scroll sideways. */
export const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
