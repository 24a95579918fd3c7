import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { readLesson } from "../../lib/course/lesson-files";
import { lessonSections } from "../../lib/course/lesson-sections";
import { courseNavigation } from "../../lib/course/navigation";
import { axeViolations, pageIsDark, signIn } from "./support";

// Every lesson, not a sample: axe-core's rules (WCAG 2.1 A and AA, and best practice) on a laptop and a phone, in the
// light and the dark theme, and the anchors search and "On this page" link to. Problems are gathered over all
// lessons, so one run reports every lesson that has one. To keep the suite short, each lesson is loaded once and
// re-laid out and re-coloured in place; the frame around the lesson (header, sidebar), the same on every page, is
// scanned whole on the first lesson, and the lesson itself (main) on every one. Switching theme changes colours
// only (every colour is a light-dark() pair), so in the dark theme the colour rules are the ones run.
const SCREENS = [
  { name: "1280 px", viewport: { width: 1280, height: 800 } },
  { name: "360 px", viewport: { width: 360, height: 740 } },
];
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

async function violations(page: Page, whole: boolean, rules?: string[]): Promise<string[]> {
  if (whole && !rules) return axeViolations(page);
  let builder = new AxeBuilder({ page });
  if (!whole) builder = builder.include("main");
  if (rules) builder = builder.withRules(rules);
  const results = await builder.analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

test("every lesson has no accessibility violations at 1280 and 360 px in both themes, and its headings carry the anchors search and On this page link to", async ({ page }) => {
  test.setTimeout(900_000);
  await signIn(page);
  const problems: string[] = [];
  for (const [index, lesson] of courseNavigation.lessons.entries()) {
    const whole = index === 0;
    await page.setViewportSize(SCREENS[0]!.viewport);
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(lesson.path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const { body } = await readLesson(lesson.section, lesson.slug);
    const anchors = lessonSections(body).flatMap((section) => (section.id ? [section.id] : []));
    const ids = await page.locator(".lesson h2[id], .lesson h3[id]").evaluateAll((headings) => headings.map((heading) => heading.id));
    if (ids.join(" ") !== anchors.join(" ")) problems.push(`${lesson.path}: headings ${ids.join(" ")} but anchors ${anchors.join(" ")}`);
    const contents = await page.locator('nav[aria-label="On this page"] a').evaluateAll((links) => links.map((link) => link.getAttribute("href")!.slice(1)));
    for (const id of contents) if (!ids.includes(id)) problems.push(`${lesson.path}: On this page links to #${id}, which is no heading`);

    for (const screen of SCREENS) {
      await page.setViewportSize(screen.viewport);
      for (const theme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: theme });
        if ((await pageIsDark(page)) !== (theme === "dark")) problems.push(`${lesson.path} at ${screen.name}: not in the ${theme} theme`);
        const found = await violations(page, whole, theme === "dark" ? COLOUR_RULES : undefined);
        problems.push(...found.map((violation) => `${lesson.path} at ${screen.name}, ${theme}: ${violation}`));
      }
    }
  }
  expect(problems).toEqual([]);
});
