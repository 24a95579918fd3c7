import { expect, type Page } from "@playwright/test";
import { backendSettings, ALONE } from "../../playwright.config";
import { readLesson } from "../../lib/course/lesson-files";
import { courseNavigation } from "../../lib/course/navigation";
import type { Lesson } from "../../lib/course/types";
import { readingTimeMs } from "../../features/progress/reading-time";
import { startBackendProcess, stopBackendProcess } from "./backend-process";
import { alertBox, backendAdmin, confirmedMember, expectNoAxeViolations, openLesson, purchasedEmail, signIn, WELCOME, test } from "./support";

// Two sign-ins, fresh members and several waits of a few seconds (the visit timer) per test.
test.describe.configure({ timeout: 60_000 });

const lessons = courseNavigation.lessons;
const TOTAL = lessons.length;
const PASSWORD = "progress-pass-2026";

/** A member of their own, so no other test's progress shows up in theirs. */
async function freshMember() {
  const email = await purchasedEmail();
  const session = await confirmedMember(email, PASSWORD, { name: "Meera Progress" });
  return { email, id: session.user.id };
}

async function signInAs(page: Page, email: string) {
  await signIn(page, email, PASSWORD);
}

/** The member's rows as the database holds them (the service role reads past RLS). */
async function storedProgress(userId: string) {
  const { data, error } = await backendAdmin().from("lesson_progress").select("lesson_path, completed_at").eq("user_id", userId);
  if (error) throw new Error(error.message);
  return Object.fromEntries(data.map((row) => [row.lesson_path, row.completed_at !== null]));
}

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Course" });
const progressButton = (page: Page) => page.getByRole("button", { name: /^(Mark as complete|Completed)$/ });
const banner = (page: Page) => page.getByRole("region", { name: "Your progress" });

/** The time on screen after which reaching the lesson's end completes it (its frontmatter's reading minutes). */
async function readingTime(lesson: Lesson) {
  return readingTimeMs((await readLesson(lesson.section, lesson.slug)).frontmatter.minutes);
}

test("a new learner sees no progress banner, /dashboard leads to the welcome lesson, and the welcome text is intact", async ({ page }) => {
  const { email } = await freshMember();
  await signInAs(page, email);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await expect(page.getByText(/Continue where you left off/)).toHaveCount(0);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(new RegExp(`${WELCOME}$`));
  await expect(progressButton(page)).toHaveText("Mark as complete");
  await expectNoAxeViolations(page);
});

test("progress made on a phone shows on a laptop: the sidebar, the welcome lesson and /dashboard", async ({ browser }) => {
  const { email, id } = await freshMember();
  const [finished, reading] = [lessons[3]!, lessons[10]!];

  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const onPhone = await phone.newPage();
  await signInAs(onPhone, email);
  await openLesson(onPhone, finished.path);
  await progressButton(onPhone).click();
  await expect(progressButton(onPhone)).toHaveText("Completed");
  await expect(progressButton(onPhone)).toHaveAttribute("aria-pressed", "true");
  await openLesson(onPhone, reading.path);
  // Opened for a few seconds: a visit.
  await expect.poll(() => storedProgress(id), { timeout: 15_000 }).toMatchObject({ [finished.path]: true, [reading.path]: false });
  await phone.close();

  const laptop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const onLaptop = await laptop.newPage();
  await signInAs(onLaptop, email);
  await expect(banner(onLaptop).getByRole("link", { name: `Continue where you left off: ${reading.title}` })).toHaveAttribute("href", reading.path);
  await expect(onLaptop.getByRole("progressbar", { name: "Course progress" })).toHaveAttribute("aria-valuetext", `1 of ${TOTAL} lessons completed`);
  await expect(banner(onLaptop).getByText(`1 of ${TOTAL} lessons completed`)).toBeVisible();
  const group = courseNavigation.sidebarGroups(null).find((candidate) => candidate.items.some((item) => item.href === finished.path))!;
  await expect(sidebar(onLaptop).getByRole("button", { name: `${group.title} 1 of ${group.items.length} lessons completed`, exact: true })).toBeVisible();
  await expect(sidebar(onLaptop).getByRole("link", { name: `${finished.title} (completed)` })).toBeVisible();
  await expect(sidebar(onLaptop).getByRole("link", { name: `${reading.title} (completed)` })).toHaveCount(0);
  await expectNoAxeViolations(onLaptop);

  await onLaptop.goto("/dashboard");
  await expect(onLaptop).toHaveURL(new RegExp(`${reading.path}$`));
  await laptop.close();
});

test("reaching the end completes a lesson only after real reading time; undo sticks; the next unfinished lesson is where to continue", async ({ page }) => {
  const { email, id } = await freshMember();
  const lesson = lessons[5]!;
  // The page's clock, moved on by the test: the time on screen a real reading takes.
  await page.clock.install();
  await signInAs(page, email);
  await openLesson(page, lesson.path);
  // A skim straight to the end reads nothing: well past the visit time, the lesson is visited, not completed.
  await page.getByRole("region", { name: "Was this helpful?" }).scrollIntoViewIfNeeded();
  await page.clock.fastForward(10_000);
  await expect.poll(() => storedProgress(id), { timeout: 10_000 }).toMatchObject({ [lesson.path]: false });
  await expect(progressButton(page)).toHaveText("Mark as complete");
  // On screen for its reading time, the lesson read to its end is complete.
  await page.clock.fastForward(await readingTime(lesson));
  await expect(progressButton(page)).toHaveText("Completed", { timeout: 10_000 });
  await expect(sidebar(page).getByRole("link", { name: `${lesson.title} (completed)` })).toBeVisible();
  await expect.poll(() => storedProgress(id), { timeout: 10_000 }).toMatchObject({ [lesson.path]: true });

  await page.goto("/dashboard");
  await expect(page).toHaveURL(new RegExp(`${lessons[6]!.path}$`));

  await openLesson(page, lesson.path);
  await progressButton(page).scrollIntoViewIfNeeded();
  await progressButton(page).click();
  await expect(progressButton(page)).toHaveText("Mark as complete");
  await expect(progressButton(page)).toHaveAttribute("aria-pressed", "false");
  await expect.poll(() => storedProgress(id), { timeout: 10_000 }).toMatchObject({ [lesson.path]: false });
  // Still at the end of the lesson, well past its reading time: undone stays undone on this visit.
  await page.clock.fastForward(await readingTime(lesson));
  await expect(progressButton(page)).toHaveText("Mark as complete");
  expect(await storedProgress(id)).toMatchObject({ [lesson.path]: false });
  await expect(sidebar(page).getByRole("link", { name: `${lesson.title} (completed)` })).toHaveCount(0);
});

test("on a lesson, progress made before the member's details have arrived is kept, shown with the rest and sent", async ({ page }) => {
  const { email, id } = await freshMember();
  const [earlier, lesson] = [lessons[2]!, lessons[4]!];
  await signInAs(page, email);
  await openLesson(page, earlier.path);
  await progressButton(page).click();
  await expect.poll(() => storedProgress(id), { timeout: 10_000 }).toMatchObject({ [earlier.path]: true });

  // The lesson page is the same for every member; the member's part of its frame is held back until released.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/member-frame", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(lesson.path);
  await expect(page.getByRole("button", { name: "Account menu", exact: true })).toBeVisible();
  await progressButton(page).click();
  await expect(progressButton(page)).toHaveText("Completed");
  release();

  await expect(page.getByRole("button", { name: "MP: Account menu for Meera Progress" })).toBeVisible();
  for (const done of [earlier, lesson]) await expect(sidebar(page).getByRole("link", { name: `${done.title} (completed)` })).toBeVisible();
  await expect.poll(() => storedProgress(id), { timeout: 10_000 }).toMatchObject({ [earlier.path]: true, [lesson.path]: true });

  // Pressed while the frame is still on its way, then the tab is closed before it arrives: the press is not lost.
  const closedEarly = lessons[6]!;
  const neverAnswered = new Promise<void>(() => {});
  await page.route("**/api/member-frame", async () => neverAnswered);
  await page.goto(closedEarly.path);
  await progressButton(page).click();
  await expect(progressButton(page)).toHaveText("Completed");
  const nextTab = await page.context().newPage();
  await page.close();
  await nextTab.goto(closedEarly.path);
  await expect(progressButton(nextTab)).toHaveText("Completed");
  await expect.poll(() => storedProgress(id), { timeout: 10_000 }).toMatchObject({ [closedEarly.path]: true });
});

test("on a phone, a tap on the button just after reaching the end completed the lesson keeps it complete", async ({ browser }) => {
  const { email, id } = await freshMember();
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await page.clock.install();
  await signInAs(page, email);
  const lesson = lessons[7]!;
  await openLesson(page, lesson.path);
  await page.clock.fastForward(await readingTime(lesson));
  // Having read it, the learner scrolls to the button to tap it; the end of the lesson comes into view and completes it first.
  await progressButton(page).scrollIntoViewIfNeeded();
  await expect(progressButton(page)).toHaveText("Completed", { timeout: 10_000 });
  await progressButton(page).tap();
  await expect(progressButton(page)).toHaveAttribute("aria-pressed", "true");
  await expect(progressButton(page)).toHaveText("Completed");
  await expect.poll(() => storedProgress(id), { timeout: 10_000 }).toMatchObject({ [lesson.path]: true });

  // A later press is an undo, as on any completed lesson.
  await progressButton(page).tap();
  await expect(progressButton(page)).toHaveText("Mark as complete");
  await expect.poll(() => storedProgress(id), { timeout: 10_000 }).toMatchObject({ [lesson.path]: false });
  await phone.close();
});

test("the profile shows the course progress and resets it after a confirmation", async ({ page }) => {
  const { email, id } = await freshMember();
  await signInAs(page, email);
  for (const lesson of lessons.slice(1, 3)) {
    await openLesson(page, lesson.path);
    await progressButton(page).click();
    await expect(progressButton(page)).toHaveText("Completed");
  }
  await expect.poll(async () => Object.keys(await storedProgress(id)).length, { timeout: 10_000 }).toBe(2);

  await page.goto("/profile");
  const section = page.getByRole("region", { name: "Course progress" });
  await expect(section.getByText(`2 of ${TOTAL} lessons completed`)).toBeVisible();
  await section.getByRole("button", { name: "Reset progress" }).click();
  await expect(section.getByText(/Reset your progress\? Every lesson will be marked as not started/)).toBeVisible();
  await expect(section.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);
  await section.getByRole("button", { name: "Cancel" }).click();
  expect(Object.keys(await storedProgress(id))).toHaveLength(2);

  await section.getByRole("button", { name: "Reset progress" }).click();
  await section.getByRole("button", { name: "Yes, reset my progress" }).click();
  await expect(section.getByRole("status")).toHaveText("Your progress has been reset.");
  await expect(section.getByText(`0 of ${TOTAL} lessons completed`)).toBeVisible();
  await expect(sidebar(page).getByRole("link", { name: /\(completed\)/ })).toHaveCount(0);
  expect(await storedProgress(id)).toEqual({});

  await page.goto(WELCOME);
  await expect(banner(page)).toHaveCount(0);
});

test("progress recorded while the backend is down is kept, sent when it is back, and reading never shows an error", { tag: ALONE }, async ({ page }) => {
  // The page tries again after 5 s, then 10 s, 20 s...: allow for two retries after the backend is back.
  test.setTimeout(90_000);
  const { email, id } = await freshMember();
  const lesson = lessons[8]!;
  await signInAs(page, email);
  await openLesson(page, lesson.path);
  await expect(page.getByRole("heading", { level: 1, name: lesson.title })).toBeVisible();

  await stopBackendProcess(backendSettings);
  try {
    await progressButton(page).click();
    await expect(progressButton(page)).toHaveText("Completed");
    await page.waitForTimeout(1_000);
    await expect(alertBox(page)).toHaveCount(0);
    // The next lesson still opens and reads while the backend is away.
    await page.getByRole("link", { name: `Next: ${lessons[9]!.title}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: lessons[9]!.title })).toBeVisible();
    await expect(alertBox(page)).toHaveCount(0);
  } finally {
    await startBackendProcess(backendSettings);
  }
  await expect.poll(() => storedProgress(id), { timeout: 40_000 }).toMatchObject({ [lesson.path]: true });
});

test("one member never sees another's progress", async ({ browser }) => {
  const [first, second] = [await freshMember(), await freshMember()];
  const lesson = lessons[12]!;
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, first.email);
  await openLesson(page, lesson.path);
  await progressButton(page).click();
  await expect.poll(() => storedProgress(first.id), { timeout: 10_000 }).toMatchObject({ [lesson.path]: true });
  await context.close();

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInAs(otherPage, second.email);
  await expect(banner(otherPage)).toHaveCount(0);
  await expect(sidebar(otherPage).getByRole("link", { name: /\(completed\)/ })).toHaveCount(0);
  await openLesson(otherPage, lesson.path);
  await expect(progressButton(otherPage)).toHaveText("Mark as complete");
  await otherPage.goto("/dashboard");
  await expect(otherPage).toHaveURL(new RegExp(`${WELCOME}$`));
  await other.close();
});
