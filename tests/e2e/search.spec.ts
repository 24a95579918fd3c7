import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes, signIn, test } from "./support";

const LESSON = "/dashboard/intro/question-types";

/** Every script the page has loaded so far. */
const scripts = (page: Page) => page.evaluate(() => performance.getEntriesByType("resource").filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "script").map((entry) => entry.name));

test.describe("search across the lessons at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('"/" opens it, results come as you type with the words highlighted, and a result leads to its section', async ({ page }) => {
    await signIn(page);
    await page.goto(LESSON);
    await page.waitForLoadState("networkidle");
    const before = await scripts(page);

    await page.keyboard.press("/");
    const dialog = page.getByRole("dialog", { name: "Search the course" });
    const box = dialog.getByRole("searchbox", { name: "Search the course" });
    await expect(box).toBeFocused();
    // The search box's code came only now.
    await expect.poll(async () => (await scripts(page)).filter((script) => !before.includes(script)).length).toBeGreaterThan(0);

    await box.fill("guestimate");
    const first = dialog.getByRole("link").first();
    await expect(first).toContainText("Estimation questions, explained");
    await expect(first).toContainText("What an estimation question is");
    await expect(first.locator("mark").first()).toHaveText("guesstimates");
    await expect(dialog.getByRole("status")).toHaveText(/^\d+ results?$/);
    await expectNoAxeViolations(page);

    await page.keyboard.press("ArrowDown");
    await expect(first).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard\/estimation\/overview#what-an-estimation-question-is$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 2, name: "What an estimation question is" })).toBeInViewport();
  });

  test('every key typed right after "/" reaches the box, even while its code is still on the way', async ({ page }) => {
    await signIn(page);
    await page.goto(LESSON);
    await page.waitForLoadState("networkidle");
    // Hold back every script asked for from now on (the box's code) until the typing is done.
    let release = () => {};
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/**/*.js", async (route) => {
      await typed;
      await route.continue();
    });

    await page.keyboard.press("/");
    await page.keyboard.type("guesstimate");
    release();
    const box = page.getByRole("dialog", { name: "Search the course" }).getByRole("searchbox", { name: "Search the course" });
    await expect(box).toBeFocused();
    await expect(box).toHaveValue("guesstimate");
    // Typing goes on in the box, after what was typed ahead.
    await page.keyboard.type("s");
    await expect(box).toHaveValue("guesstimates");
  });

  test("a US spelling finds the lesson's, and a search with no match says so and suggests the glossary", async ({ page }) => {
    await signIn(page);
    await page.getByRole("button", { name: "Search" }).click();
    const dialog = page.getByRole("dialog", { name: "Search the course" });
    await dialog.getByRole("searchbox").fill("optimization");
    await expect(dialog.getByRole("link").first()).toContainText("Resume optimisation");

    await dialog.getByRole("searchbox").fill("xyzzyq");
    await expect(dialog.getByRole("status")).toHaveText('No results for "xyzzyq".');
    await dialog.getByRole("link", { name: "glossary" }).click();
    await expect(page).toHaveURL(/\/dashboard\/intro\/glossary$/);
  });

  test("Escape closes it and gives focus back to the search button", async ({ page }) => {
    await signIn(page);
    const button = page.getByRole("button", { name: "Search" });
    await button.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("the endpoint refuses a query it cannot take with a clear message, and is never cached", async ({ page }) => {
    await signIn(page);
    const tooLong = await page.request.get(`/api/search?q=${"a".repeat(101)}`);
    expect(tooLong.status()).toBe(400);
    expect(await tooLong.json()).toEqual({ error: "Search for at most 100 characters." });
    const empty = await page.request.get("/api/search?q=%20");
    expect(await empty.json()).toEqual({ error: "Type something to search for." });
    const answer = await page.request.get("/api/search?q=story%20bank");
    expect(answer.headers()["cache-control"]).toContain("no-store");
    expect(((await answer.json()) as { results: { href: string }[] }).results[0]!.href).toMatch(/^\/dashboard\/behavioral\/story-bank#/);
  });
});

test.describe("search on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test(`Ctrl+K opens it, it fits the screen, and axe finds nothing in the light or the dark theme`, async ({ page }) => {
    await signIn(page);
    await page.keyboard.press("Control+k");
    const dialog = page.getByRole("dialog", { name: "Search the course" });
    await dialog.getByRole("searchbox").fill("chai stalls");
    await expect(dialog.getByRole("link").first()).toContainText("Answering estimation questions step by step");
    const width = await dialog.evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(360);
    await expectNoAxeViolationsInBothThemes(page);

    // Beyond the lessons: the offer calculator by its name, and the practice questions and drills.
    await dialog.getByRole("searchbox").fill("offer calculator");
    await expect(dialog.getByRole("link").first()).toContainText("Offer calculator");
    await dialog.getByRole("searchbox").fill("blinkit sunday orders gurugram");
    await expect(dialog.getByRole("link", { name: /Practice question · Execution\s*Blinkit's Sunday orders in Gurugram fell 18%/ })).toBeVisible();
    await expect(dialog.getByRole("link", { name: /^Drill · / }).first()).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page);
    await dialog.getByRole("searchbox").fill("offer calculator");
    await expect(dialog.getByRole("link").first()).toContainText("Offer calculator");
    await dialog.getByRole("link").first().tap();
    await expect(page).toHaveURL(/\/dashboard\/companies\/offers#offer-calculator$/);
    await expect(page.getByRole("region", { name: "Compare your offers" })).toBeInViewport();
  });

  test("no key is lost: typing right after a tap on Search, or pressing \"/\" before the page's scripts have run", async ({ page }) => {
    await signIn(page);
    await page.goto(LESSON);
    // Every script asked for from now on waits until the typing is done.
    let release = () => {};
    let typed = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/**/*.js", async (route) => {
      await typed;
      await route.continue();
    });
    const box = page.getByRole("dialog", { name: "Search the course" }).getByRole("searchbox", { name: "Search the course" });

    // The box's code is on the way when the learner taps Search and types at once.
    await page.getByRole("button", { name: "Search" }).tap();
    await page.keyboard.type("chai");
    release();
    await expect(box).toBeFocused();
    await expect(box).toHaveValue("chai");
    await page.keyboard.press("Escape");

    // The lesson has painted but none of its scripts have run: "/" and what follows are kept until they have.
    typed = new Promise<void>((resolve) => (release = resolve));
    await page.goto(LESSON, { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.keyboard.press("/");
    await page.keyboard.type("guesstimate");
    release();
    await expect(box).toBeFocused();
    await expect(box).toHaveValue("guesstimate");
    await page.keyboard.type("s");
    await expect(box).toHaveValue("guesstimates");
  });
});
