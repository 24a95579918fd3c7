import { expect, type Page } from "@playwright/test";
import { alertBox, confirmedMember, expectNoAxeViolations, logInWithEmail, purchasedEmail, WELCOME, test } from "./support";

test.describe.configure({ timeout: 90_000 });

const PASSWORD = "practice-pass-2026";
const QUESTION = "/practice/biggest-impact-story";
const SKILLS = ["Story choice", "Context", "Own actions", "Results", "Reflection", "Communication"];

async function freshMember(page: Page, name: string) {
  const email = await purchasedEmail();
  await confirmedMember(email, PASSWORD, { name });
  await logInWithEmail(page, email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${WELCOME}$`));
}

const answerBox = (page: Page) => page.getByRole("textbox", { name: "Your answer" });
const saveStatus = (page: Page) => page.getByRole("main").getByRole("status").filter({ hasText: /Saved\.|Not saved/ });

async function expectFitsAndPassesAxe(page: Page, width: number) {
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Chooses `level` for every skill of the rubric form by clicking. */
async function gradeAll(page: Page, level: string) {
  for (const skill of SKILLS) await page.getByRole("group", { name: skill }).getByRole("radio", { name: new RegExp(`^${level}:`) }).check();
}

test("answer with the network dropped mid-answer, then submit, grade yourself, reveal and answer again (1280 px, light)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: "light" });
  await freshMember(page, "Meera Practice");

  // Found by type and company, through the query string.
  await page.getByRole("navigation", { name: "Course" }).getByRole("link", { name: "Practice" }).click();
  await page.getByLabel("Type", { exact: true }).selectOption("behavioral");
  await page.getByLabel("Company", { exact: true }).selectOption("flipkart");
  await page.getByRole("button", { name: "Show questions" }).click();
  await expect(page).toHaveURL(/\/practice\?type=behavioral&company=flipkart&difficulty=$/);
  await expectFitsAndPassesAxe(page, 1280);
  await page.getByRole("link", { name: "The most impactful thing you have done" }).click();
  await expect(page).toHaveURL(new RegExp(`${QUESTION}$`));
  await expect(page.getByRole("link", { name: "Interview a partner" })).toHaveAttribute("href", `${QUESTION}/kit`);

  // The clock counts down and pauses.
  await expect(page.getByRole("timer")).toHaveText(/^[56]:\d\d$/);
  await page.getByRole("button", { name: "Pause the clock" }).click();
  await expect(page.getByText("(paused)")).toBeVisible();
  const paused = await page.getByRole("timer").textContent();
  await page.getByRole("button", { name: "Resume the clock" }).click();
  await expect(page.getByRole("timer")).not.toHaveText(paused!);

  // Saved to the server, then the network drops: typing goes on, kept in the browser, and nothing is lost.
  await page.getByRole("button", { name: "Add a STAR outline" }).click();
  await expect(answerBox(page)).toHaveValue(/^Situation: \n\nTask: \n\nAction: \n\nResult: \n$/);
  await answerBox(page).fill("Situation: Flipkart's returns desk in Bengaluru.");
  await expect(saveStatus(page)).toHaveText("Saved.");
  await page.context().setOffline(true);
  const full = "Situation: Flipkart's returns desk in Bengaluru. Task: cut refund time. Action: I moved pickups to one slot. Result: 2 days faster.";
  await answerBox(page).fill(full);
  await expect(saveStatus(page)).toHaveText(/^Not saved to the server yet/);
  await page.context().setOffline(false);
  await page.reload();
  await expect(answerBox(page)).toHaveValue(full);
  await expect(saveStatus(page)).toHaveText("Saved.");
  // The server has it too: with this browser's copy gone, the page brings it back.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(answerBox(page)).toHaveValue(full);

  // Over the limit: refused with the limit, and the text stays in the box.
  const tooLong = "x".repeat(20_001);
  await answerBox(page).fill(tooLong);
  await expect(alertBox(page)).toHaveText("Your answer is 20,001 characters; the limit is 20,000. Shorten it to save it: it stays in the box meanwhile.");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(answerBox(page)).toHaveValue(tooLong);
  await answerBox(page).fill(full);
  await page.getByRole("button", { name: "Submit" }).click();

  // Grade yourself: every skill, or the missing ones are named.
  await expect(page.getByRole("heading", { name: "Grade yourself" })).toBeVisible();
  await expect(page.getByText(full)).toBeVisible();
  await page.getByRole("group", { name: "Results" }).getByRole("radio", { name: /^Strong:/ }).check();
  await page.getByRole("button", { name: "Save my grades" }).click();
  await expect(alertBox(page)).toHaveText("Choose a level for every skill: Story choice, Context, Own actions, Reflection and Communication have none yet.");
  await expect(page.getByRole("group", { name: "Results" }).getByRole("radio", { name: /^Strong:/ })).toBeChecked();
  await expectFitsAndPassesAxe(page, 1280);
  await gradeAll(page, "Neutral");
  await page.getByRole("button", { name: "Save my grades" }).click();

  // Only then the reveal: the editors' scores and reasons, the probes, the lessons.
  await expect(page.getByText("Results: Neutral (3)")).toBeVisible();
  await page.getByRole("button", { name: "Show the sample answers" }).click();
  await expect(page.getByRole("heading", { name: "Sample answers and the editors’ scores" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "A Very Weak or Missing answer" })).toBeVisible();
  const weakest = page.getByRole("article", { name: "A Very Weak or Missing answer" });
  await expect(weakest.getByRole("row", { name: /^Context 1 3 No company/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What an interviewer would ask next" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Lessons this question practises" })).toBeVisible();
  await expectFitsAndPassesAxe(page, 1280);

  // Answer again: a new, empty attempt; the first stays in the history.
  await page.getByRole("link", { name: "Answer again" }).click();
  await expect(answerBox(page)).toHaveValue("");
  await page.goto("/practice/history");
  await expect(page.getByRole("heading", { level: 2, name: "The most impactful thing you have done" })).toHaveCount(1);
  await expect(page.getByText("Your grades: Story choice 3, Context 3")).toBeVisible();
  await expect(page.getByText("Editors, Very Weak or Missing sample: Story choice 2, Context 1")).toBeVisible();
  await page.goto("/practice?type=behavioral");
  await expect(page.getByRole("listitem").filter({ hasText: "The most impactful thing you have done" })).toContainText("Graded");

  // Deleted from the history, it is gone, and the question is untried again.
  await page.goto("/practice/history");
  await page.getByRole("button", { name: /^Delete your answer to “The most impactful thing you have done”/ }).click();
  await expect(page.getByText("No answers yet. Pick a question from the bank to start.")).toBeVisible();
  await page.goto("/practice?type=behavioral");
  await expect(page.getByRole("listitem").filter({ hasText: "The most impactful thing you have done" })).toContainText("Not tried");
});

test("the Grading Mirror by keyboard, its calibration on /practice and the profile, and an unknown question (360 px, dark)", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.emulateMedia({ colorScheme: "dark" });
  await freshMember(page, "Arjun Mirror");

  await page.goto("/practice/mirror");
  await expect(page.getByRole("heading", { name: "The sample answer to grade" })).toBeVisible();
  await expectFitsAndPassesAxe(page, 360);
  // Very Strong on every skill of the weakest sample, by keyboard: the first radio, Space, End-most level by arrows.
  await page.getByRole("group", { name: SKILLS[0] }).getByRole("radio").first().focus();
  for (let skill = 0; skill < SKILLS.length; skill++) {
    await page.keyboard.press("Space");
    for (let step = 0; step < 4; step++) await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("group", { name: SKILLS[skill] }).getByRole("radio", { name: /^Very Strong:/ })).toBeChecked();
    await page.keyboard.press("Tab");
  }
  await expect(page.getByRole("button", { name: "Compare with the editors" })).toBeFocused();
  await page.keyboard.press("Enter");

  // Editors gave 2, 1, 1, 1, 1, 2: the gaps, worked out by hand, are 3, 4, 4, 4, 4, 3, all too high.
  await expect(page.getByRole("heading", { name: "Your grades beside the editors’" })).toBeVisible();
  await expect(page.getByText("You tend to grade Context about 4 levels higher than editors.")).toBeVisible();
  const calibration = page.getByRole("table").filter({ has: page.getByText(/mean gap between your grade/) });
  await expect(calibration.getByRole("row", { name: /^Story choice 1 3 too high by 3/ })).toBeVisible();
  await expect(calibration.getByRole("row", { name: /^Results 1 4 too high by 4/ })).toBeVisible();
  await expectFitsAndPassesAxe(page, 360);

  await page.goto("/practice");
  await expect(page.getByRole("row", { name: /^Communication 1 3 too high by 3/ })).toBeVisible();
  await expectFitsAndPassesAxe(page, 360);
  await page.goto("/profile");
  await expect(page.getByRole("row", { name: /^Own actions 1 4 too high by 4/ })).toBeVisible();

  const missing = await page.goto("/practice/no-such-question");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "No such question" })).toBeVisible();
  await page.getByRole("link", { name: "Back to all practice questions" }).click();
  await expect(page).toHaveURL(/\/practice$/);
});

test("two members never see each other's answers", async ({ browser }) => {
  const [first, second] = [await browser.newPage(), await browser.newPage()];
  await freshMember(first, "Nisha First");
  await first.goto(QUESTION);
  const secret = "Only Nisha may read this: the Meesho seller story.";
  await answerBox(first).fill(secret);
  await first.getByRole("button", { name: "Submit" }).click();
  await expect(first.getByRole("heading", { name: "Grade yourself" })).toBeVisible();
  const attemptUrl = first.url();
  expect(attemptUrl).toMatch(/\?attempt=[0-9a-f-]{36}$/);

  await freshMember(second, "Rohan Second");
  for (const path of [QUESTION, new URL(attemptUrl).pathname + new URL(attemptUrl).search, "/practice/history"]) {
    await second.goto(path);
    await expect(second.getByRole("main")).toBeVisible();
    await expect(second.getByText(secret)).toHaveCount(0);
  }
  // The attempt address of another member opens an empty answer box, not their answer.
  await second.goto(new URL(attemptUrl).pathname + new URL(attemptUrl).search);
  await expect(answerBox(second)).toHaveValue("");
  await expect(second.getByRole("heading", { name: "Grade yourself" })).toHaveCount(0);
  await Promise.all([first.close(), second.close()]);
});
