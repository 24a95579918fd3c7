import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { courseNavigation } from "../../lib/course/navigation";
import { backendSettings, ALONE } from "../../playwright.config";
import { startBackendProcess, stopBackendProcess } from "./backend-process";
import { DEMO, WELCOME, backendAdmin, expectNoAxeViolations, expectNoAxeViolationsInBothThemes, openLesson, signIn, smallTargets, test } from "./support";

const lessons = courseNavigation.lessons;
const first = lessons[0]!;
const last = lessons.at(-1)!;

/** The current lesson's title, the sidebar's current page and the pager, as the member sees them. */
async function expectOnLesson(page: Page, index: number) {
  const lesson = lessons[index]!;
  await expect(page).toHaveURL(new RegExp(`${lesson.path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(lesson.title);
  const current = page.getByRole("navigation", { name: "Course" }).locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText(lesson.title);
  await expect(current).toBeVisible();
  const pager = page.getByRole("navigation", { name: "Lesson" });
  if (index === 0) await expect(pager.getByRole("button", { name: "Previous" })).toBeDisabled();
  else await expect(pager.getByRole("link", { name: `Previous: ${lessons[index - 1]!.title}` })).toBeVisible();
  if (index === lessons.length - 1) await expect(pager.getByRole("button", { name: "Next" })).toBeDisabled();
  else await expect(pager.getByRole("link", { name: `Next: ${lessons[index + 1]!.title}` })).toBeVisible();
}

const feedback = (page: Page) => page.getByRole("region", { name: "Was this helpful?" });

test.describe("a member reading the course", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  // The pager's links are plain links in the page as the server sends it, so the whole chain is read from each
  // lesson's HTML (its title and both links, in both directions), which costs a fraction of rendering every lesson;
  // the steps a member clicks, with the sidebar's current page that the scripts bring, are checked at the start and by
  // the test below.
  test("walks the whole chain with Next and back with Previous", async ({ page }) => {
    expect(first.path).toBe(WELCOME);
    await expectOnLesson(page, 0);
    const pager = page.getByRole("navigation", { name: "Lesson" });
    await pager.getByRole("link", { name: /^Next/ }).click();
    await expectOnLesson(page, 1);
    await pager.getByRole("link", { name: /^Previous/ }).click();
    await expectOnLesson(page, 0);

    const text = (html: string) => html.replace(/<[^>]*>/g, "").replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').trim();
    const attributes = (tag: string) => Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, text(value!)]));
    const seen: string[] = [];
    for (const [index, lesson] of lessons.entries()) {
      const response = await page.request.get(lesson.path);
      expect(response.status(), lesson.path).toBe(200);
      const html = await response.text();
      expect(text(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? ""), lesson.path).toBe(lesson.title);
      const nav = html.match(/<nav aria-label="Lesson"[^>]*>([\s\S]*?)<\/nav>/)?.[1] ?? "";
      const links = [...nav.matchAll(/<a [^>]*>/g)].map(([tag]) => attributes(tag));
      for (const [rel, label, neighbour] of [["prev", "Previous", lessons[index - 1]], ["next", "Next", lessons[index + 1]]] as const) {
        const link = links.find((attrs) => attrs.rel === rel);
        if (neighbour) expect({ href: link?.href, name: link?.["aria-label"] }, `${label} on ${lesson.path}`).toEqual({ href: neighbour.path, name: `${label}: ${neighbour.title}` });
        else {
          expect(link, `${label} on ${lesson.path}`).toBeUndefined();
          expect(nav, `${label} on ${lesson.path}`).toMatch(new RegExp(`<button[^>]*disabled[^>]*>${label}</button>`));
        }
      }
      seen.push(lesson.path);
    }
    expect(seen.at(-1)).toBe(last.path);
  });

  test("Next scrolls to the top of the new lesson", async ({ page }) => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole("navigation", { name: "Lesson" }).getByRole("link", { name: /^Next/ }).click();
    await expectOnLesson(page, 1);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the sidebar opens Introduction and the current page's group, and groups fold by keyboard", async ({ page }) => {
    const sidebar = page.getByRole("navigation", { name: "Course" });
    await expect(sidebar.getByText("PM Interview Mastery", { exact: true })).toBeVisible();
    await expect(sidebar.getByRole("button", { name: "Introduction" })).toHaveAttribute("aria-expanded", "true");
    await expect(sidebar.getByRole("button", { name: "Product Strategy Questions" })).toHaveAttribute("aria-expanded", "false");
    const strategy = lessons.find((lesson) => lesson.groupTitle === "Product Strategy Questions")!;
    await openLesson(page, strategy.path);
    await expect(sidebar.getByRole("button", { name: "Product Strategy Questions" })).toHaveAttribute("aria-expanded", "true");
    const estimation = sidebar.getByRole("button", { name: "Estimation Questions" });
    const estimationFirst = lessons.find((lesson) => lesson.groupTitle === "Estimation Questions")!;
    // A folded group's lessons are not in the page at all until it opens (they were a third of a lesson's HTML).
    await expect(sidebar.locator(`a[href="${estimationFirst.path}"]`)).toHaveCount(0);
    await estimation.focus();
    await page.keyboard.press("Enter");
    await expect(estimation).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${estimationFirst.path}$`));
  });

  test("feedback with a thumbs up and text stores exactly one row with the member's email and the lesson path", async ({ page }) => {
    const text = `Clear and useful ${randomUUID()}`;
    const block = feedback(page);
    const submit = block.getByRole("button", { name: "Submit" });
    await expect(submit).toBeDisabled();
    await expect(block.getByRole("textbox")).toHaveCount(0);
    // Drawn icons, not emoji (which show as empty boxes without an emoji font).
    for (const name of ["Yes, thumbs up", "No, thumbs down"]) {
      await expect(block.getByRole("button", { name }).locator("svg")).toHaveCount(1);
      await expect(block.getByRole("button", { name })).toHaveText("");
    }
    await block.getByRole("button", { name: "Yes, thumbs up" }).click();
    await expect(block.getByRole("button", { name: "Yes, thumbs up" })).toBeDisabled();
    await expect(block.getByRole("button", { name: "Yes, thumbs up" })).toHaveAttribute("aria-pressed", "true");
    await block.getByRole("textbox", { name: "Tell us more (optional)" }).fill(text);
    await submit.click();
    await expect(page.getByText("Thanks for your feedback!")).toBeVisible();
    const { data, error } = await backendAdmin().from("feedback").select("user_email, page_url, rating, feedback_text").eq("feedback_text", text);
    expect(error).toBeNull();
    expect(data).toEqual([{ user_email: DEMO.email, page_url: WELCOME, rating: "up", feedback_text: text }]);
  });

  test("feedback while the backend is down says so and keeps the rating and text; it goes through once the backend is back", { tag: ALONE }, async ({ page }) => {
    const text = `Sent while the backend was down ${randomUUID()}`;
    const block = feedback(page);
    await block.getByRole("button", { name: "No, thumbs down" }).click();
    await block.getByRole("textbox", { name: "Tell us more (optional)" }).fill(text);
    await stopBackendProcess(backendSettings);
    try {
      await block.getByRole("button", { name: "Submit" }).click();
      await expect(block.getByRole("alert")).toHaveText("Something went wrong. Please try again.");
      await expect(block.getByRole("textbox", { name: "Tell us more (optional)" })).toHaveValue(text);
      await expect(block.getByRole("button", { name: "No, thumbs down" })).toHaveAttribute("aria-pressed", "true");
    } finally {
      await startBackendProcess(backendSettings);
    }
    await block.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Thanks for your feedback!")).toBeVisible();
    const { data } = await backendAdmin().from("feedback").select("rating").eq("feedback_text", text);
    expect(data).toEqual([{ rating: "down" }]);
  });

  test("the feedback block starts over on the next lesson", async ({ page }) => {
    const block = feedback(page);
    await block.getByRole("button", { name: "Yes, thumbs up" }).click();
    await block.getByRole("textbox").fill("half-written thought");
    await page.getByRole("navigation", { name: "Lesson" }).getByRole("link", { name: /^Next/ }).click();
    await expectOnLesson(page, 1);
    await expect(block.getByRole("textbox")).toHaveCount(0);
    await expect(block.getByRole("button", { name: "Submit" })).toBeDisabled();
    await expect(block.getByRole("button", { name: "Yes, thumbs up" })).toHaveAttribute("aria-pressed", "false");
  });

  test("shows a counter near the 5,000-character limit and refuses longer text", async ({ page }) => {
    const block = feedback(page);
    await block.getByRole("button", { name: "Yes, thumbs up" }).click();
    const box = block.getByRole("textbox");
    await box.fill("a".repeat(4_600));
    await expect(block.getByText("4,600 / 5,000 characters")).toBeVisible();
    await box.fill("a".repeat(5_001));
    await expect(block.getByText(/at most 5,000 characters/)).toBeVisible();
    await expect(block.getByRole("button", { name: "Submit" })).toBeDisabled();
  });

  test("the copy guard blocks copy, cut, the context menu, selection and the guarded shortcuts in the lesson only", async ({ page }) => {
    const prevented = (type: string, init: Record<string, unknown> = {}, selector = "article.lesson p") =>
      page.evaluate(
        ([type, init, selector]) => {
          const target = document.querySelector(selector as string)!;
          const event = type === "keydown" ? new KeyboardEvent(type as string, { bubbles: true, cancelable: true, ...(init as object) })
            : new Event(type as string, { bubbles: true, cancelable: true });
          target.dispatchEvent(event);
          return event.defaultPrevented;
        },
        [type, init, selector] as const,
      );
    for (const type of ["copy", "cut", "contextmenu", "dragstart"]) expect(await prevented(type), type).toBe(true);
    const shortcuts = [
      { key: "c", ctrlKey: true }, { key: "x", ctrlKey: true }, { key: "p", ctrlKey: true }, { key: "s", ctrlKey: true },
      { key: "I", ctrlKey: true, shiftKey: true }, { key: "F12" },
      { key: "c", metaKey: true }, { key: "x", metaKey: true }, { key: "p", metaKey: true }, { key: "s", metaKey: true },
      { key: "i", metaKey: true, altKey: true },
    ];
    for (const shortcut of shortcuts) expect(await prevented("keydown", shortcut), JSON.stringify(shortcut)).toBe(true);
    expect(await prevented("keydown", { key: "a", ctrlKey: true }), "ctrl+A").toBe(false);
    expect(await prevented("keydown", { key: "ArrowDown" }), "arrow keys").toBe(false);

    const paragraph = page.locator("article.lesson p").nth(2);
    await paragraph.click({ clickCount: 3 });
    expect(await page.evaluate(() => window.getSelection()?.toString() ?? "")).toBe("");

    // With nothing focused, as when reading, the shortcuts are blocked too.
    expect(await prevented("keydown", { key: "p", ctrlKey: true }, "body"), "ctrl+P with nothing focused").toBe(true);

    // Outside the lesson text, where members type and navigate, every shortcut works.
    await feedback(page).getByRole("button", { name: "Yes, thumbs up" }).click();
    expect(await prevented("copy", {}, "textarea")).toBe(false);
    for (const key of ["c", "p", "s"]) expect(await prevented("keydown", { key, ctrlKey: true }, "textarea"), `ctrl+${key} in feedback`).toBe(false);
    for (const key of ["c", "p"]) {
      expect(await prevented("keydown", { key, ctrlKey: true }, 'nav[aria-label="Course"] a'), `ctrl+${key} in the sidebar`).toBe(false);
    }
  });

  test("a lesson page has no accessibility violations and is sent as private", async ({ page }) => {
    const response = await page.goto(lessons[5]!.path);
    expect(response?.headers()["cache-control"]).toMatch(/private/);
    expect(response?.headers()["cache-control"]).not.toMatch(/s-maxage|public/);
    await expectNoAxeViolations(page);
  });

  test("a lesson, the same page for every member, asks once for the member's frame, while its scripts load", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/member-frame") asked.push(request.url());
    });
    const response = await page.goto(lessons[7]!.path);
    const html = await response!.text();
    expect(html).not.toContain(DEMO.name);
    // The preload is added with the scripts, once the page has painted.
    expect(html).toContain('{"tag":"link","attributes":{"rel":"preload","href":"/api/member-frame","as":"fetch","crossorigin":""}}');
    await expect(page.getByRole("button", { name: `AV: Account menu for ${DEMO.name}` })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(asked).toHaveLength(1);
  });

  test("a lesson paints before it asks for its scripts and the member's frame, and then works as before", async ({ page }) => {
    await page.goto(lessons[9]!.path);
    await expect(page.getByRole("button", { name: `AV: Account menu for ${DEMO.name}` })).toBeVisible();
    const { paint, requests } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      requests: performance
        .getEntriesByType("resource")
        .filter(({ name }) => /^\/_next\/static\/.+\.js$|^\/api\/member-frame$/.test(new URL(name).pathname))
        .map(({ name, startTime }) => ({ name, startTime })),
    }));
    expect(paint).toBeGreaterThan(0);
    expect(requests.filter(({ name }) => name.endsWith(".js")).length).toBeGreaterThan(3);
    expect(requests.filter(({ name }) => name.endsWith("/api/member-frame"))).toHaveLength(1);
    for (const { name, startTime } of requests) expect(startTime, `${name} was asked for before the first paint`).toBeGreaterThanOrEqual(paint!);
    await page.getByRole("link", { name: `Next: ${lessons[10]!.title}` }).click();
    await expectOnLesson(page, 10);
  });

  test("React DOM's script file, and no other, asks the browser to compile it whole while it downloads", async ({ page }) => {
    await page.goto(lessons[9]!.path, { waitUntil: "networkidle" });
    const scripts = await page.evaluate(() => performance.getEntriesByType("resource").map(({ name }) => name).filter((name) => name.endsWith(".js")));
    const hinted: boolean[] = [];
    for (const url of scripts) {
      const source = await (await page.request.get(url)).text();
      if (source.startsWith("//# allFunctionsCalledOnLoad\n")) hinted.push(source.includes("__reactFiber$"));
    }
    expect(hinted).toEqual([true]);
  });
});

test.describe("the course on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test(`the brand is whole, the drawer holds the tools and closes on Escape and a tap outside, and a company guide leads to its questions (light and dark themes)`, async ({ page }) => {
    await signIn(page);

    // The product's name is shown whole (it was cut to "PM…"), beside the search button, not under it.
    const brand = page.getByRole("banner").getByRole("link", { name: "PM Interview Mastery" });
    const name = brand.getByText("PM Interview Mastery", { exact: true });
    await expect(name).toBeVisible();
    expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth && getComputedStyle(element).textOverflow !== "ellipsis")).toBe(true);
    const [brandBox, searchBox] = [await brand.boundingBox(), await page.getByRole("button", { name: "Search" }).boundingBox()];
    expect(brandBox!.x + brandBox!.width).toBeLessThanOrEqual(searchBox!.x);
    // Every control of the header is a 44 px tap target: the menu, the brand, search, theme and the avatar.
    expect(await smallTargets(page, "header")).toEqual([]);

    // The drawer lists the plan, the story bank and the offer calculator beside practice, drills and mocks.
    const toggle = page.getByRole("button", { name: "Open course menu" });
    const drawer = page.getByRole("navigation", { name: "Course" });
    await toggle.tap();
    for (const link of ["Plan", "Practice", "Mock interviews", "Story bank", "Offer calculator"]) await expect(drawer.getByRole("link", { name: link, exact: true })).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.tap();
    await expect(drawer).toBeVisible();
    // A tap on the page beside the drawer closes it, as on any drawer.
    await page.touchscreen.tap(340, 500);
    await expect(drawer).toBeHidden();

    await toggle.tap();
    await drawer.getByRole("link", { name: "Offer calculator" }).tap();
    await expect(page).toHaveURL(/\/dashboard\/companies\/offers#offer-calculator$/);
    await expect(page.getByRole("region", { name: "Compare your offers" })).toBeInViewport();

    // A company's guide ends with the way to that company's practice questions.
    await openLesson(page, "/dashboard/companies/swiggy");
    const practise = page.getByRole("region", { name: "Practise Swiggy's questions" });
    await expect(practise).toContainText(/\d+ practice questions are tagged Swiggy/);
    await expectNoAxeViolationsInBothThemes(page);
    await practise.getByRole("link", { name: "Swiggy questions" }).tap();
    await expect(page).toHaveURL(/\/practice\?company=swiggy$/);
    await expect(page.getByRole("combobox", { name: "Company" })).toHaveValue("swiggy");
  });
});
