import { expect, test } from "@playwright/test";
import { courseNavigation } from "../../lib/course/navigation";
import { signIn } from "./support";

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
