import { expect, type Page } from "@playwright/test";
import { openLesson, signIn, test } from "./support";

const LESSON = "/dashboard/estimation/answering";

/** What has focus, and whether it shows: its outline (or the browser's focus ring) is drawn. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const shown = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const name = `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`;
    return { name, shown, id: element.id, inSidebar: Boolean(element.closest("#course-sidebar")), href: element.getAttribute("href") };
  });

/** Presses Tab until `done` holds for what has focus; fails after `limit` presses. */
async function tabUntil(page: Page, done: (stop: NonNullable<Awaited<ReturnType<typeof focused>>>) => boolean, limit = 40) {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press("Tab");
    const stop = await focused(page);
    if (stop && done(stop)) return stop;
  }
  throw new Error(`nothing matched after ${limit} presses of Tab`);
}

test.describe("a lesson by keyboard alone on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("skip to the text, open On this page and follow it, search, and move on through the sidebar", async ({ page }) => {
    await signIn(page);
    await openLesson(page, LESSON);

    // The first Tab shows "Skip to content"; Enter moves focus past the header and the sidebar.
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    expect((await focused(page))?.id).toBe("content");

    // On this page: the next stop; Enter opens it, and a link leads to its section, which is then marked.
    const contents = page.getByRole("navigation", { name: "On this page" });
    await page.keyboard.press("Tab");
    await expect(contents.getByText("On this page")).toBeFocused();
    await page.keyboard.press("Enter");
    await tabUntil(page, (stop) => stop.href === "#step-4-make-assumptions-out-loud");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${LESSON}#step-4-make-assumptions-out-loud$`));
    await expect(page.getByRole("heading", { level: 2, name: "Step 4: Make assumptions out loud" })).toBeInViewport();
    await expect(contents.getByRole("link", { name: "Step 4: Make assumptions out loud" })).toHaveAttribute("aria-current", "location");

    // Search: Ctrl+K, type, Down to the first result, Enter.
    await page.keyboard.press("Control+k");
    // The box's code loads on this first opening; it takes focus once it is there.
    await expect(page.getByRole("searchbox", { name: "Search the course" })).toBeFocused();
    await page.keyboard.type("story bank");
    await expect(page.getByRole("dialog").getByRole("link").first()).toContainText("story bank", { ignoreCase: true });
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard\/behavioral\/story-bank#/);

    // The sidebar: from the top of the page, Tab to the menu button, open it, Tab into it, and follow a lesson.
    await openLesson(page, LESSON);
    await tabUntil(page, (stop) => stop.name.includes("Open course menu"));
    await page.keyboard.press("Enter");
    const link = await tabUntil(page, (stop) => stop.inSidebar && stop.href?.startsWith("/dashboard/") === true && stop.href !== LESSON);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${link.href}$`));
  });
});

test.describe("focus is visible at every stop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("Tab through a whole lesson, header to pager, shows where focus is each time", async ({ page }) => {
    await signIn(page);
    await openLesson(page, LESSON);
    const hidden: string[] = [];
    const seen = new Set<string>();
    for (let press = 0; press < 300; press++) {
      await page.keyboard.press("Tab");
      const stop = await focused(page);
      if (!stop) break;
      if (!stop.shown) hidden.push(stop.name);
      seen.add(stop.name);
    }
    expect(seen.size, "the walk reached the header, the text and the pager").toBeGreaterThan(20);
    expect([...seen].some((name) => name.includes("Next"))).toBe(true);
    expect(hidden).toEqual([]);
  });
});
