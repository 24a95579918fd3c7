import { expect, type Page } from "@playwright/test";
import { addDays, indianDay } from "../../lib/indian-time";
import { randomUUID } from "node:crypto";
import { alertBox, backendClient, confirmedMember, expectNoAxeViolationsInBothThemes, purchasedEmail, signIn, test } from "./support";

test.describe.configure({ timeout: 60_000 });

const PASSWORD = "plan-pass-2026";

async function freshMember(page: Page): Promise<string> {
  const email = await purchasedEmail();
  await confirmedMember(email, PASSWORD, { name: "Kavya Plan" });
  await signIn(page, email, PASSWORD);
  return email;
}

const today = (page: Page) => page.getByRole("region", { name: "Today" });

async function makePlan(page: Page, date: string, hours: string, companies: string[] = []) {
  await page.getByLabel("Interview date").fill(date);
  for (const company of companies) await page.getByRole("checkbox", { name: company }).check();
  await page.getByLabel("Hours a week you can give").fill(hours);
  await page.getByRole("button", { name: /^(Make my plan|Save changes)$/ }).click();
}

test("a plan refuses a past date and zero hours with the reason, keeps what was typed, then lays out today and the weeks", async ({ page }) => {
  await freshMember(page);
  await page.goto("/plan");
  await expect(page.getByRole("heading", { level: 1, name: "Your plan" })).toBeVisible();

  const past = addDays(indianDay(new Date()), -1);
  await makePlan(page, past, "0", ["Swiggy"]);
  await expect(alertBox(page)).toHaveText("The plan was not saved: see the fields marked below.");
  await expect(page.getByText("The interview date must be after today.")).toBeVisible();
  await expect(page.getByText("Give at least one hour a week.")).toBeVisible();
  await expect(page.getByLabel("Interview date")).toHaveValue(past);
  await expect(page.getByRole("checkbox", { name: "Swiggy" })).toBeChecked();

  await makePlan(page, addDays(indianDay(new Date()), 366), "6");
  await expect(page.getByText("The interview date must be at most a year ahead.")).toBeVisible();

  await makePlan(page, addDays(indianDay(new Date()), 21), "6");
  await expect(page.getByText(/^21 days to your interview on .+, at 6 hours a week \(about 51 minutes a day\)\.$/)).toBeVisible();
  await expect(today(page).getByRole("link", { name: /^Answer an? .+ question/ }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Week by week" })).toBeVisible();
  await expect(page.getByText(/^Week 3: /)).toBeVisible();
  // The Swiggy guide is in a Swiggy candidate's weeks (folded away after the first); a guide of a company not aimed at is not.
  await expect(page.getByRole("link", { name: "Read “Swiggy PM interview guide”", includeHidden: true }).first()).toBeAttached();
  await expect(page.getByRole("link", { name: "Read “CRED PM interview guide”", includeHidden: true })).toHaveCount(0);

  // /dashboard now opens the plan.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/plan$/);
});

test("finishing today's lesson ticks it off today's list, which keeps its items", async ({ page }) => {
  await freshMember(page);
  await page.goto("/plan");
  await makePlan(page, addDays(indianDay(new Date()), 10), "4");
  const firstLesson = today(page).getByRole("link", { name: /^Read “/ }).first();
  const title = await firstLesson.textContent();
  const items = await today(page).getByRole("listitem").count();
  await expect(today(page)).toContainText("0 of");

  await firstLesson.click();
  await page.getByRole("button", { name: "Mark as complete" }).click();
  await expect(page.getByRole("button", { name: "Completed", exact: true })).toBeVisible();

  await page.goto("/plan");
  await expect(today(page).getByRole("listitem")).toHaveCount(items);
  const done = today(page).getByRole("listitem").filter({ hasText: title! });
  await expect(done).toContainText("(done)");
  await expect(today(page)).toContainText("1 of");
});

test("a graded practice answer and a finished drill session tick off today's practice and drills", async ({ page }) => {
  const email = await freshMember(page);
  await page.goto("/plan");
  await makePlan(page, addDays(indianDay(new Date()), 21), "6");
  // Nothing practised yet: the first type of the day is estimation.
  const practice = today(page).getByRole("listitem").filter({ hasText: "Answer an estimation question" });
  const drills = today(page).getByRole("listitem").filter({ hasText: "The five-minute drill session" });
  await expect(practice).not.toContainText("(done)");
  await expect(drills).not.toContainText("(done)");

  // The member answers, submits and grades an estimation question and finishes a drill session, through the Data API
  // as the practice and drill pages do (their own tests drive those pages).
  const member = backendClient();
  const { data: signedIn, error } = await member.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  const id = randomUUID();
  expect((await member.from("practice_attempts").insert({ id, user_id: signedIn.user!.id, question_id: "credit-card-holders-india", answer: "About 11 crore cards.", seconds_taken: 300 })).error).toBeNull();
  expect((await member.from("practice_attempts").update({ submitted_at: new Date().toISOString() }).eq("id", id)).error).toBeNull();
  const grades = { "clarifying-the-question": 3, structure: 4, assumptions: 3, arithmetic: 4, "sanity-check": 2, communication: 4 };
  expect((await member.from("practice_attempts").update({ self_grades: grades }).eq("id", id)).error).toBeNull();
  expect((await member.rpc("record_drill_session", { p_id: randomUUID(), p_finished_at: new Date().toISOString(), p_answers: 12 })).error).toBeNull();

  await page.reload();
  await expect(practice).toContainText("(done)");
  await expect(drills).toContainText("(done)");
  // Readiness now rests on the graded answer: its mean self-grade of 20/6 is 0.58 of the way up the scale, a third of
  // the way to full practice evidence, and practice weighs 0.4: 8 of 100.
  await expect(page.getByRole("row", { name: /^estimation 8 of 100 1 graded answer$/i })).toBeVisible();
});

/** The site's own pages that `page`'s main content links to, without #anchors, each once. */
async function linkedPages(page: Page): Promise<string[]> {
  const hrefs = await page.getByRole("main").locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  return [...new Set(hrefs.filter((href) => href.startsWith("/")).map((href) => href.replace(/#.*$/, "")))];
}

/** Follows each of `hrefs` with the member's session, without following redirects: each must be a page, not "not found". */
async function expectPagesAnswer(page: Page, hrefs: readonly string[]) {
  const statuses = [];
  for (const href of hrefs) statuses.push([href, (await page.request.get(href, { maxRedirects: 0 })).status()]);
  expect(statuses).toEqual(hrefs.map((href) => [href, 200]));
}

test("every link on the plan and on the welcome lesson leads to a page that answers for a member", async ({ page }) => {
  test.setTimeout(180_000);
  await freshMember(page);
  const welcome = await linkedPages(page);
  expect(welcome).toEqual(
    expect.arrayContaining(["/practice", "/practice/mirror", "/drills", "/mocks", "/dashboard/estimation/practice", "/dashboard/intro/mock-interviews", "/stories", "/plan"]),
  );
  await expectPagesAnswer(page, welcome);

  await page.goto("/plan");
  await makePlan(page, addDays(indianDay(new Date()), 21), "6");
  await expect(today(page)).toBeVisible();
  // Three weeks hold every kind of item: lessons, practice of all eight types, the daily drills and mocks.
  const plan = await linkedPages(page);
  expect(plan).toEqual(expect.arrayContaining(["/practice?type=technical", "/practice?type=behavioral", "/drills", "/mocks"]));
  await expectPagesAnswer(page, plan);
});

for (const width of [360, 1280]) {
  test(`the plan page at ${width} px in the light and the dark theme is laid out within the screen and passes axe`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await freshMember(page);
    await page.goto("/plan");
    await expectNoAxeViolationsInBothThemes(page);
    await makePlan(page, addDays(indianDay(new Date()), 30), "8", ["Razorpay"]);
    await expect(today(page)).toBeVisible();
    await page.getByText("Change your plan").click();
    await expectNoAxeViolationsInBothThemes(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test("a new member two weeks from a Swiggy interview is asked the date first, then gets a plan that fits the days (360 px, light and dark themes)", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await freshMember(page);

  // The first screen after sign-up asks for the interview date, and "Skip for now" is remembered in this browser.
  const firstSteps = page.getByRole("region", { name: "When is your interview?" });
  await expect(firstSteps).toBeVisible();
  await expect(firstSteps.getByRole("link", { name: "your plan" })).toHaveAttribute("href", "/plan");
  await expectNoAxeViolationsInBothThemes(page);
  await firstSteps.getByRole("button", { name: "Make my plan" }).click();
  await expect(firstSteps.getByText("Enter the interview date as a day, for example 2026-12-14.")).toBeVisible();
  await firstSteps.getByRole("button", { name: "Skip for now" }).click();
  await expect(firstSteps).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();
  await expect(firstSteps).toHaveCount(0);
  await page.context().clearCookies({ name: "pim-first-steps" });
  await page.reload();
  await firstSteps.getByLabel("Interview date").fill(addDays(indianDay(new Date()), 14));
  await firstSteps.getByRole("button", { name: "Make my plan" }).click();

  // The date alone makes the plan, with the default hours; the member adds the company and the hours on the plan.
  await expect(page).toHaveURL(/\/plan$/);
  await expect(page.getByText(/^14 days to your interview on .+, at 6 hours a week \(about 51 minutes a day\)\.$/)).toBeVisible();
  await page.getByText("Change your plan").click();
  await makePlan(page, addDays(indianDay(new Date()), 14), "10", ["Swiggy"]);
  await expect(page.getByText(/^14 days to your interview on .+, at 10 hours a week \(about 85 minutes a day\)\.$/)).toBeVisible();

  // Today: the framework, the grading lesson and the Swiggy guide, an answer and the drills, within 85 minutes, and no
  // mock on the day the plan was set; its items are marked done by the work, not ticked like boxes.
  await expect(today(page).getByRole("link", { name: "Read “Swiggy PM interview guide”" })).toBeVisible();
  await expect(today(page).getByRole("link", { name: /^Read “A general framework/ })).toBeVisible();
  await expect(today(page).getByRole("link", { name: /^Answer an? .+ question/ }).first()).toBeVisible();
  await expect(today(page).getByRole("link", { name: "The five-minute drill session" })).toBeVisible();
  await expect(today(page).getByRole("link", { name: /mock interview/i })).toHaveCount(0);
  const minutes = Number(/about (\d+) min/.exec((await today(page).textContent())!)![1]);
  expect(minutes).toBeLessThanOrEqual(85);
  await expect(today(page)).toContainText("Each item is marked done when you do it");
  await expect(today(page).getByRole("checkbox")).toHaveCount(0);
  // Not the whole course: no lesson on resumes, and the story bank is a task of its own.
  await expect(page.getByRole("link", { name: "Read “Resume optimisation for PM roles”", includeHidden: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Write a story for your story bank/, includeHidden: true }).first()).toHaveAttribute("href", "/stories");

  // The readiness table can be reached and scrolled by keyboard; the page fits 360 px and passes axe.
  const table = page.getByRole("region", { name: "Readiness by question type" });
  await table.focus();
  await expect(table).toBeFocused();
  await expectNoAxeViolationsInBothThemes(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The company choices are 44 px tap targets through their labels.
  const swiggy = await page.locator("label").filter({ has: page.getByRole("checkbox", { name: "Swiggy" }) }).boundingBox();
  expect(swiggy!.height).toBeGreaterThanOrEqual(44);

  // The profile's readiness table too.
  await page.goto("/profile");
  await page.getByRole("region", { name: "Readiness by question type" }).focus();
  await expect(page.getByRole("region", { name: "Readiness by question type" })).toBeFocused();
  await expectNoAxeViolationsInBothThemes(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // With a plan, the welcome page asks no more.
  await page.goto("/dashboard/intro/welcome");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();
  await expect(firstSteps).toHaveCount(0);
});
