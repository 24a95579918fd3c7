import { expect } from "@playwright/test";
import { expectNoAxeViolations, signIn, test } from "./support";

test.describe("lesson tables on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("a wide table scrolls sideways inside a box reachable by keyboard, its empty corner is no header, and axe finds nothing", async ({ page }) => {
    await signIn(page);
    await page.goto("/dashboard/analytical/ab-testing");
    const box = page.locator(".lesson .table-scroll").filter({ has: page.locator("thead td:empty") }).first();
    await expect(box).toBeVisible();
    // The corner cell of the two-way table is a plain cell; every header cell has text.
    for (const text of await page.locator(".lesson th").allTextContents()) expect(text.trim()).not.toBe("");
    // The box scrolls (the table is wider than the phone) and takes focus, so the arrow keys can scroll it.
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await box.focus();
    await expect(box).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });
});
