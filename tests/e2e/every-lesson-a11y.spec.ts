import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";
import { readLesson } from "../../lib/course/lesson-files";
import { lessonSections } from "../../lib/course/lesson-sections";
import { courseNavigation } from "../../lib/course/navigation";
import { pageIsDark, signIn, test } from "./support";

// Every lesson, not a sample: axe-core's rules (WCAG 2.1 A and AA, and best practice) on a laptop and a phone, in the
// light and the dark theme, and the anchors search and "On this page" link to. One test per section of the course, so
// the suite's workers share the sections; within a section, problems are gathered over all its lessons, so one run
// reports every lesson that has one. To keep the suite short, each lesson is loaded once and re-laid out and
// re-coloured in place; the frame around the lesson (header, sidebar), the same on every page, is scanned whole on the
// course's first lesson, and the lesson itself (main) on every one. Switching theme changes colours only (every colour
// is a light-dark() pair), so in the dark theme the colour rules are the ones run. No colour depends on the width
// (tests/unit/theme/colour-by-width.test.ts keeps it so), and a rule about the markup (names, roles, headings, alt text)
// answers the same for an element at either width, so everything both widths show is scanned whole at 1280 px. At
// 360 px the passes cover what changes: the rules that depend on the layout (LAYOUT_RULES) over the whole lesson, and
// every rule, then the dark colours, over what a phone shows and a laptop does not (the folding "On this page" above
// the lesson, where a laptop has the fixed one beside it). The first lesson's frame gets every pass at both widths.
test.describe.configure({ mode: "parallel" });

const SCREENS = [
  { name: "1280 px", viewport: { width: 1280, height: 800 } },
  { name: "360 px", viewport: { width: 360, height: 740 } },
];
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];
/**
 * The rules whose answer depends on the layout rather than on the markup or the colours: a table or code block that
 * overflows a phone becomes a region to scroll, which must take the keyboard's focus, and a control squeezed by a
 * narrow column can fall under the 24 px target size of WCAG 2.2 (axe leaves that rule off unless asked).
 */
const LAYOUT_RULES = ["scrollable-region-focusable", "target-size"];
const FIRST = courseNavigation.lessons[0]!;

// axe-core itself, the very version @axe-core/playwright runs, put into the page once per lesson and run four times
// there. AxeBuilder would inject it again for every scan and gather the results in a blank page it opens each
// time, which was most of this test's time; the page has no frames, so axe.run() in it sees the same.
const axeSource = readFileSync(createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright")).resolve("axe-core/axe.min.js"), "utf8");

/** The global the injected script defines. */
type InjectedAxe = { run: (context: Document | { include: string[] }, options: RunOptions) => Promise<AxeResults> };

/** What axe looks at: the whole page, the lesson (main), or what a phone shows and a laptop does not. */
type Scope = "page" | "main" | "narrow only";
const NARROW_ONLY = "data-a11y-narrow-only";
/** One axe run: where, and which rules (all of them when none are named). */
type Pass = [Scope, string[] | undefined];

async function scan(page: Page, scope: Scope, rules?: string[]): Promise<string[]> {
  const include = { page: null, main: "main", "narrow only": `main [${NARROW_ONLY}]` }[scope];
  const options: RunOptions = { resultTypes: ["violations"], ...(rules ? { runOnly: { type: "rule", values: rules } } : {}) };
  const results = await page.evaluate(
    ([include, options]) => (window as unknown as { axe: InjectedAxe }).axe.run(include ? { include: [include] } : document, options),
    [include, options] as const,
  );
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/** Marks what the lesson shows at this width, so that at the next width what it did not show can be found. */
function markShown(page: Page): Promise<void> {
  return page.locator("main *").evaluateAll((elements) => {
    for (const element of elements) element.toggleAttribute("data-a11y-shown", element.checkVisibility());
  });
}

/** Marks the outermost elements shown now that were hidden at the width `markShown` last saw; returns how many. */
function markNarrowOnly(page: Page): Promise<number> {
  return page.locator("main *").evaluateAll((elements, attribute) => {
    let marked = 0;
    for (const element of elements) {
      const fresh = element.checkVisibility() && !element.hasAttribute("data-a11y-shown") && !element.parentElement?.closest(`[${attribute}]`);
      element.toggleAttribute(attribute, fresh);
      if (fresh) marked++;
    }
    return marked;
  }, NARROW_ONLY);
}

async function lessonProblems(page: Page, lesson: (typeof courseNavigation.lessons)[number]): Promise<string[]> {
  const problems: string[] = [];
  const whole = lesson === FIRST;
  await page.setViewportSize(SCREENS[0]!.viewport);
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto(lesson.path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(page.frames(), "a lesson with a frame needs AxeBuilder, which scans inside frames").toHaveLength(1);
  await page.evaluate(axeSource);

  const { body } = await readLesson(lesson.section, lesson.slug);
  const anchors = lessonSections(body).flatMap((section) => (section.id ? [section.id] : []));
  const ids = await page.locator(".lesson h2[id], .lesson h3[id]").evaluateAll((headings) => headings.map((heading) => heading.id));
  if (ids.join(" ") !== anchors.join(" ")) problems.push(`${lesson.path}: headings ${ids.join(" ")} but anchors ${anchors.join(" ")}`);
  const contents = await page.locator('nav[aria-label="On this page"] a').evaluateAll((links) => links.map((link) => link.getAttribute("href")!.slice(1)));
  for (const id of contents) if (!ids.includes(id)) problems.push(`${lesson.path}: On this page links to #${id}, which is no heading`);

  for (const [index, screen] of SCREENS.entries()) {
    await page.setViewportSize(screen.viewport);
    if (index === 0) await markShown(page);
    const narrow = index > 0 && !whole;
    const marked = narrow ? await markNarrowOnly(page) : 0;
    // A lesson with "On this page" always has one a phone shows and a laptop does not: if none was found, the
    // marking is broken and the narrow passes would scan nothing.
    if (narrow && contents.length && !marked) problems.push(`${lesson.path}: at ${screen.name} nothing was found that 1280 px hides, not even the folding On this page`);
    for (const theme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: theme });
      if ((await pageIsDark(page)) !== (theme === "dark")) problems.push(`${lesson.path} at ${screen.name}: not in the ${theme} theme`);
      const passes: Pass[] = !narrow
        ? [[whole ? "page" : "main", theme === "dark" ? COLOUR_RULES : undefined]]
        : theme === "light"
          ? [["main", LAYOUT_RULES], ...(marked ? [["narrow only", undefined] satisfies Pass] : [])]
          : marked ? [["narrow only", COLOUR_RULES]] : [];
      for (const [scope, rules] of passes) {
        const found = await scan(page, scope, rules);
        problems.push(...found.map((violation) => `${lesson.path} at ${screen.name}, ${theme}: ${violation}`));
      }
    }
  }
  return problems;
}

const sections = Map.groupBy(courseNavigation.lessons, (lesson) => lesson.section);
for (const lessons of sections.values()) {
  test(`every lesson of "${lessons[0]!.sectionTitle}" has no accessibility violations at 1280 and 360 px in both themes, and its headings carry the anchors search and On this page link to`, async ({ page }) => {
    // A guard against a hang, not a speed limit: a busy machine takes several times a quiet one's.
    test.setTimeout(120_000 + lessons.length * 60_000);
    await signIn(page);
    const problems: string[] = [];
    for (const lesson of lessons) problems.push(...(await lessonProblems(page, lesson)));
    expect(problems).toEqual([]);
  });
}

test("the sections above hold every lesson of the course, once", () => {
  expect([...sections.values()].flat().map((lesson) => lesson.path)).toEqual(courseNavigation.lessons.map((lesson) => lesson.path));
});
