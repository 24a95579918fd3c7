import { expect, test } from "@playwright/test";
import { readLesson } from "../../lib/course/lesson-files";
import { lessonSections } from "../../lib/course/lesson-sections";
import { courseNavigation } from "../../lib/course/navigation";
import { axeViolations, pageIsDark, signIn } from "./support";

// Every lesson, not a sample: axe-core's rules (WCAG 2.1 A and AA, and best practice) on a phone and a laptop, in
// the light and the dark theme. The headings must carry the anchors search and "On this page" link to. Problems
// are gathered over all lessons, so one run reports every lesson that has one.
const SCREENS = [
  { name: "360 px", viewport: { width: 360, height: 740 } },
  { name: "1280 px", viewport: { width: 1280, height: 800 } },
];
const THEMES = ["light", "dark"] as const;

for (const screen of SCREENS) {
  for (const theme of THEMES) {
    test.describe(`every lesson at ${screen.name} in the ${theme} theme`, () => {
      test.use({ viewport: screen.viewport, colorScheme: theme });
      test.describe.configure({ timeout: 900_000 });

      test("has no accessibility violations, and its headings carry the anchors search and On this page link to", async ({ page }) => {
        await signIn(page);
        const problems: string[] = [];
        for (const lesson of courseNavigation.lessons) {
          await page.goto(lesson.path);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          if ((await pageIsDark(page)) !== (theme === "dark")) problems.push(`${lesson.path}: not in the ${theme} theme`);
          problems.push(...(await axeViolations(page)).map((violation) => `${lesson.path}: ${violation}`));

          const { body } = await readLesson(lesson.section, lesson.slug);
          const anchors = lessonSections(body).flatMap((section) => (section.id ? [section.id] : []));
          const ids = await page.locator(".lesson h2[id], .lesson h3[id]").evaluateAll((headings) => headings.map((heading) => heading.id));
          if (ids.join(" ") !== anchors.join(" ")) problems.push(`${lesson.path}: headings ${ids.join(" ")} but anchors ${anchors.join(" ")}`);
          const contents = await page.locator('nav[aria-label="On this page"] a').evaluateAll((links) => links.map((link) => link.getAttribute("href")!.slice(1)));
          for (const id of contents) if (!ids.includes(id)) problems.push(`${lesson.path}: On this page links to #${id}, which is no heading`);
        }
        expect(problems).toEqual([]);
      });
    });
  }
}
