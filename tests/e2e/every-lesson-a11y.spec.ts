import { expect, test } from "@playwright/test";
import { courseNavigation } from "../../lib/course/navigation";
import { expectNoAxeViolations, pageIsDark, signIn } from "./support";

// Every lesson, not a sample: axe-core's rules (WCAG 2.1 A and AA, and best practice) on a phone and a laptop, in
// the light and the dark theme. Each "On this page" link must also lead to a heading of the page.
const SCREENS = [
  { name: "360 px", viewport: { width: 360, height: 740 } },
  { name: "1280 px", viewport: { width: 1280, height: 800 } },
];
const THEMES = ["light", "dark"] as const;

for (const screen of SCREENS) {
  for (const theme of THEMES) {
    test.describe(`every lesson at ${screen.name} in the ${theme} theme`, () => {
      test.use({ viewport: screen.viewport, colorScheme: theme });
      test.describe.configure({ timeout: 600_000 });

      test("has no accessibility violations, and its contents link to its headings", async ({ page }) => {
        await signIn(page);
        for (const lesson of courseNavigation.lessons) {
          await page.goto(lesson.path);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          expect(await pageIsDark(page), "the page background").toBe(theme === "dark");
          await test.step(lesson.path, () => expectNoAxeViolations(page));
          const targets = await page.locator('nav[aria-label="On this page"] a').evaluateAll((links) => links.map((link) => link.getAttribute("href")!.slice(1)));
          for (const id of targets) expect(await page.locator(`[id="${id}"]`).count(), `${lesson.path}#${id}`).toBe(1);
        }
      });
    });
  }
}
