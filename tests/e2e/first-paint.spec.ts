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
