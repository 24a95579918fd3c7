import { expect, type Page, type Request } from "@playwright/test";
import { courseNavigation } from "../../lib/course/navigation";
import { confirmedMember, expectScriptsRan, purchasedEmail, signIn, test } from "./support";

// A lesson is in the page's first HTML, in place: nothing waits for a script to reveal it. A lesson streamed behind a
// loading state was painted only after a script swapped it in, 300 ms or more after the first paint on a phone, and
// never without JavaScript; this is what kept Largest Contentful Paint at 2.8 s (docs/performance.md).
const [first, last] = [courseNavigation.lessons[0]!, courseNavigation.lessons.at(-1)!];

test("a lesson opened directly shows its text with JavaScript off", async ({ browser, page }) => {
  await signIn(page);
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const reader = await noScript.newPage();
  for (const lesson of [first, last]) {
    await reader.goto(lesson.path);
    await expect(reader.getByRole("heading", { level: 1 })).toHaveText(lesson.title);
    await expect(reader.locator("article.lesson p").nth(1)).toBeVisible();
    await expect(reader.getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(0);
  }
  await noScript.close();
});

// Every page lists the course in its sidebar, and /practice lists every question: their links are not prefetched
// (components/layout/link.tsx), about twenty requests saved on each lesson's load.
test("opening a lesson or the question list asks the server for no other page", async ({ page }) => {
  await signIn(page);
  const pages = [first.path, "/practice"].flatMap((path) => [{ width: 360, height: 740 }, { width: 1280, height: 800 }].map((viewport) => ({ path, viewport })));
  for (const { path, viewport } of pages) {
    await page.setViewportSize(viewport);
    const fetched: string[] = [];
    const record = (request: Request) => {
      if (request.method() === "GET" && request.headers()["rsc"] === "1") fetched.push(request.url());
    };
    page.on("request", record);
    await page.goto(path, { waitUntil: "networkidle" });
    // Prefetching starts once the page has hydrated.
    await expectScriptsRan(page);
    await page.waitForLoadState("networkidle");
    page.off("request", record);
    expect(fetched, `${path} at ${viewport.width} px`).toEqual([]);
  }
});

// A page rendered per request is rewritten as npm start's server sends it (lib/paint-first/paint-first-stream.ts):
// like a prepared lesson, it asks for its script files only once it has painted, under the response's nonce.
test("pages rendered per request paint before they ask for their scripts, and then work", async ({ page }) => {
  await signIn(page);
  for (const path of ["/dashboard/intro/welcome", "/plan", "/practice"]) {
    const response = await page.goto(path);
    const html = await response!.text();
    const nonce = /'nonce-([^']+)'/.exec(response!.headers()["content-security-policy"] ?? "")?.[1];
    expect(html, path).toContain(`<script data-paint-first="" nonce="${nonce}">`);
    expect(html, path).not.toMatch(/<script [^>]*async=""/);
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter(({ name }) => /^\/_next\/static\/.+\.js$/.test(new URL(name).pathname))
        .map(({ name, startTime }) => ({ name, startTime })),
    }));
    expect(paint, path).toBeGreaterThan(0);
    expect(scripts.length, path).toBeGreaterThan(3);
    for (const { name, startTime } of scripts) expect(startTime, `${path}: ${name} was asked for before the first paint`).toBeGreaterThanOrEqual(paint!);
    await expectScriptsRan(page);
  }
  // The account menu opens: the page's scripts run.
  await page.getByRole("button", { name: /Account menu for/ }).click();
  await expect(page.getByRole("menu")).toBeVisible();
});

// A page paints before it asks for its scripts (above): on a slow phone a learner sees it, and taps, for a second or
// more before it works (docs/performance.md, "Taps before the scripts run"). What they do then is kept and done once
// the scripts have run (lib/early-input).
test.describe("a tap or keys before the page's scripts have run on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  /** Opens `path` in a new page of the context with every script file held back until `release` is called. */
  async function openHeld(page: Page, path: string) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/**/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: "commit" });
    await expect(page.locator("h1, label").first()).toBeVisible();
    expect(await page.evaluate(() => Object.keys(document).some((key) => key.startsWith("__reactContainer$"))), "React has not taken the page over").toBe(false);
    return release;
  }

  test("Mark as complete, the menu, Start on a drill and a sign-up field all take what was done before", async ({ browser, page }) => {
    const email = await purchasedEmail();
    await confirmedMember(email, "early-taps-2026", { name: "Tara Early" });
    await signIn(page, email, "early-taps-2026");
    const lesson = courseNavigation.lessons[3]!;

    let release = await openHeld(page, lesson.path);
    await page.getByRole("button", { name: "Mark as complete" }).tap();
    release();
    await expect(page.getByRole("button", { name: "Completed" })).toHaveAttribute("aria-pressed", "true");

    const menu = await page.context().newPage();
    release = await openHeld(menu, lesson.path);
    await menu.getByRole("button", { name: "Open course menu" }).tap();
    release();
    await expect(menu.getByRole("button", { name: "Close course menu" })).toBeVisible();
    await expect(menu.getByRole("navigation", { name: "Course" })).toBeVisible();

    const drills = await page.context().newPage();
    release = await openHeld(drills, "/drills?kind=define");
    await drills.getByRole("link", { name: /^Start: / }).tap();
    release();
    await expect(drills.getByRole("timer", { name: "Time left" })).toBeVisible();

    // A number typed in the phone field before the form's scripts ran is the one the form sends.
    const visitor = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const signup = await visitor.newPage();
    release = await openHeld(signup, "/signup-user");
    await signup.getByRole("textbox", { name: "Phone number" }).pressSequentially("9812345678");
    release();
    await expect(signup.locator('input[name="phone_number"]')).toHaveValue("+919812345678");
    await visitor.close();
  });
});
