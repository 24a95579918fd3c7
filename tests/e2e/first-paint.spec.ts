import { expect, type Request } from "@playwright/test";
import { courseNavigation } from "../../lib/course/navigation";
import { expectScriptsRan, signIn, test } from "./support";

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

// A page rendered per request is rewritten as npm start's server sends it (lib/page-output/paint-first-stream.ts):
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
