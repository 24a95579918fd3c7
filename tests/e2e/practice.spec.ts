import { readdirSync, readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { alertBox, backendAdmin, confirmedMember, expectNoAxeViolations, expectTapTarget, logInWithEmail, purchasedEmail, WELCOME, test } from "./support";

test.describe.configure({ timeout: 90_000 });

const PASSWORD = "practice-pass-2026";
const QUESTION = "/practice/biggest-impact-story";
const SKILLS = ["Story choice", "Context", "Own actions", "Results", "Reflection", "Communication"];
/** Signs a new member in; returns their user id. */
async function freshMember(page: Page, name: string): Promise<string> {
  const email = await purchasedEmail();
  const session = await confirmedMember(email, PASSWORD, { name });
  await logInWithEmail(page, email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${WELCOME}$`));
  return session.user.id;
}

const answerBox = (page: Page) => page.getByRole("textbox", { name: "Your answer" });
/** Chooses `level` for every skill of whatever rubric form the page shows. */
async function gradeEvery(page: Page, level: string) {
  const skills = page.getByRole("main").getByRole("group");
  for (let index = 0; index < (await skills.count()); index++) await skills.nth(index).getByRole("radio", { name: new RegExp(`^${level}:`) }).check();
}
/** Submit, then the confirmation that locks the answer. */
async function submitAndConfirm(page: Page) {
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await page.getByRole("button", { name: "Yes, submit my answer" }).click();
}
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
  await expect(page).toHaveURL(/\/practice\?type=behavioral&company=flipkart&difficulty=&reported=$/);
  await expectFitsAndPassesAxe(page, 1280);
  await page.getByRole("link", { name: "The most impactful thing you have done" }).click();
  await expect(page).toHaveURL(new RegExp(`${QUESTION}$`));
  await expect(page.getByRole("link", { name: "Interview a partner" })).toHaveAttribute("href", `${QUESTION}/kit`);

  // The clock waits for the learner to start, then counts down and pauses.
  await expect(page.getByRole("timer")).toHaveText("6:00");
  await expect(page.getByText("(starts when you type)")).toBeVisible();
  await page.getByRole("button", { name: "Start the clock" }).click();
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
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(page.getByRole("button", { name: "Yes, submit my answer" })).toHaveCount(0);
  await expect(answerBox(page)).toHaveValue(tooLong);
  await answerBox(page).fill(full);
  await submitAndConfirm(page);

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
  await expect(weakest.getByRole("row", { name: "Context 2 3" })).toBeVisible();
  await expect(weakest.getByRole("columnheader", { name: "Your grade of your answer" })).toBeVisible();
  await expect(weakest.getByRole("cell", { name: /^Why the editors gave Context 2: Only "a checkout revamp/ })).toBeVisible();
  // On a wide screen the learner's answer stands beside each sample.
  await expect(weakest.getByRole("heading", { name: "Your answer" })).toBeVisible();
  await expect(weakest.getByText(full).filter({ visible: true })).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "What an interviewer would ask next" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Lessons this question practises" })).toBeVisible();
  await expectFitsAndPassesAxe(page, 1280);

  // Answer again: a new, empty attempt; the first stays in the history.
  await page.getByRole("link", { name: "Answer again" }).click();
  await expect(page).toHaveURL(new RegExp(`${QUESTION}\\?again=1$`));
  await expect(answerBox(page)).toHaveValue("");
  await page.goto("/practice/history");
  await expect(page.getByRole("heading", { level: 2, name: "The most impactful thing you have done" })).toHaveCount(1);
  await expect(page.getByText("Your grades: Story choice 3, Context 3")).toBeVisible();
  await expect(page.getByText("Editors, Very Weak or Missing sample: Story choice 2, Context 2")).toBeVisible();
  await page.goto("/practice?type=behavioral");
  await expect(page.getByRole("listitem").filter({ hasText: "The most impactful thing you have done" })).toContainText("Graded");

  // Deleted from the history, it is gone, and the question is untried again.
  await page.goto("/practice/history");
  await page.getByRole("button", { name: /^Delete your answer to “The most impactful thing you have done”/ }).click();
  await expect(page.getByText("No answers yet. Pick a question from the bank to start.")).toBeVisible();
  await page.goto("/practice?type=behavioral");
  await expect(page.getByRole("listitem").filter({ hasText: "The most impactful thing you have done" })).toContainText("Not tried");
});

test("the Grading Mirror draws from answered questions, by keyboard; samples beside your answer; calibration on /practice and the profile; an unknown question (360 px, dark)", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.emulateMedia({ colorScheme: "dark" });
  await freshMember(page, "Arjun Mirror");

  // Nothing answered yet: the Mirror says so and lets the learner choose, rather than show a question never met.
  await page.goto("/practice/mirror");
  await expect(page.getByRole("heading", { name: "You have not answered any estimation question with sample answers yet" })).toBeVisible();
  await page.getByLabel("Grade samples of").selectOption("behavioral");
  await page.getByRole("button", { name: "Show a sample" }).click();
  await expect(page.getByRole("heading", { name: "You have not answered any behavioural question with sample answers yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Grade a sample anyway" })).toHaveAttribute("href", "/practice/mirror?type=behavioral&any=1");
  await expectFitsAndPassesAxe(page, 360);

  // Answered and graded: on a phone each sample's scores fit, and the learner's answer opens above the sample.
  await page.goto(QUESTION);
  const answer = "Situation: Meesho's seller onboarding. Action: I cut the form to three fields. Result: 30% more sellers.";
  await answerBox(page).fill(answer);
  await submitAndConfirm(page);
  await gradeAll(page, "Strong");
  await page.getByRole("button", { name: "Save my grades" }).click();
  await page.getByRole("button", { name: "Show the sample answers" }).click();
  const strongest = page.getByRole("article", { name: "A Very Strong answer" });
  await expect(strongest.getByRole("columnheader", { name: "Editors’ grade of the sample" })).toBeVisible();
  await expect(strongest.getByRole("row", { name: "Results 5 4" })).toBeVisible();
  const mine = strongest.locator("details").getByText(answer);
  await expect(mine).toBeHidden();
  await strongest.getByText("Compare with your answer").click();
  await expect(mine).toBeVisible();
  await expectFitsAndPassesAxe(page, 360);

  // The Mirror now draws from the learner's own answered type and question.
  await page.goto("/practice/mirror");
  await expect(page.getByLabel("Grade samples of")).toHaveValue("behavioral");
  await expect(page.getByRole("heading", { name: "The sample answer to grade" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "The most impactful thing you have done" })).toBeVisible();
  await expectFitsAndPassesAxe(page, 360);

  // The weakest sample, named, so that the gaps below can be worked out by hand.
  await page.goto("/practice/mirror?question=biggest-impact-story&sample=0");
  await expect(page.getByRole("heading", { name: "The sample answer to grade" })).toBeVisible();
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

  // Editors gave 2, 2, 1, 2, 1, 2: the gaps, worked out by hand, are 3, 3, 4, 3, 4, 3, all too high.
  await expect(page.getByRole("heading", { name: "Your grades beside the editors’" })).toBeVisible();
  await expect(page.getByText("You tend to grade Context about 3 levels higher than editors.")).toBeVisible();
  const calibration = page.getByRole("table", { name: "Your calibration, skill by skill" });
  await expect(calibration.getByRole("columnheader", { name: "Running mean gap, levels" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Your grade of the sample" })).toBeVisible();
  await expect(calibration.getByRole("row", { name: /^Story choice 1 grading 3 too high by 3/ })).toBeVisible();
  await expect(calibration.getByRole("row", { name: /^Results 1 grading 3 too high by 3/ })).toBeVisible();
  await expectFitsAndPassesAxe(page, 360);

  await page.goto("/practice");
  await expect(page.getByRole("row", { name: /^Communication 1 grading 3 too high by 3/ })).toBeVisible();
  await expectFitsAndPassesAxe(page, 360);
  // The chart fits the phone too, not only the page around it: nothing to scroll sideways inside it.
  const chart = page.getByRole("region", { name: "Your calibration, skill by skill" });
  expect(await chart.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  await page.goto("/profile");
  await expect(page.getByRole("row", { name: /^Own actions 1 grading 4 too high by 4/ })).toBeVisible();

  const missing = await page.goto("/practice/no-such-question");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "No such question" })).toBeVisible();
  await page.getByRole("link", { name: "Back to all practice questions" }).click();
  await expect(page).toHaveURL(/\/practice$/);
});

test("the bank's order and filters, Surprise me within them, a deliberate submit and a clock that waits (360 px, dark then light)", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.emulateMedia({ colorScheme: "dark" });
  const userId = await freshMember(page, "Kavya Bank");
  expect((await backendAdmin().from("study_plans").insert({ user_id: userId, interview_date: "2027-01-15", companies: ["meesho"], hours_per_week: 10 })).error).toBeNull();

  // The plan's company first, easy before hard.
  await page.goto("/practice");
  const rows = page.getByRole("main").getByRole("listitem");
  await expect(rows.first()).toContainText("Explain an API to a Meesho seller");
  await expect(page.getByText("Questions of the companies in your plan come first, then easy before hard.")).toBeVisible();
  await expectFitsAndPassesAxe(page, 360);

  // AI product questions are a type of their own, and the list still fits the phone.
  await page.getByLabel("Type", { exact: true }).selectOption({ label: "AI product" });
  await page.getByRole("button", { name: "Show questions" }).click();
  await expect(page).toHaveURL(/\/practice\?type=ai-product&/);
  await expect(rows.filter({ hasText: "Should Razorpay use an LLM to detect payment fraud?" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "Explain an API to a Meesho seller" })).toHaveCount(0);
  await expectFitsAndPassesAxe(page, 360);

  // Surprise me keeps to the filters: a behavioural question of the plan's company.
  const behaviouralAtMeesho = readdirSync("content/questions")
    .map((file) => ({ id: file.replace(/\.mdx$/, ""), text: readFileSync(`content/questions/${file}`, "utf8") }))
    .filter(({ text }) => /^type: behavioral$/m.test(text) && /^companies:.*\bmeesho\b/m.test(text));
  expect(behaviouralAtMeesho.length).toBeGreaterThan(1);
  await page.getByLabel("Type", { exact: true }).selectOption("behavioral");
  await page.getByLabel("Company", { exact: true }).selectOption("meesho");
  await page.getByRole("button", { name: "Surprise me" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const question = new URL(page.url()).pathname;
  expect(behaviouralAtMeesho.map((item) => item.id)).toContain(question.replace("/practice/", ""));

  // The clock waits for the first keystroke, stays in view while typing on a short (keyboard-open) screen, and its
  // button is a full tap target.
  await expect(page.getByText("(starts when you type)")).toBeVisible();
  const waiting = await page.getByRole("timer").textContent();
  expect(waiting).toMatch(/^\d+:00$/);
  await expectTapTarget(page.getByRole("button", { name: "Start the clock" }));
  await page.setViewportSize({ width: 360, height: 420 });
  await answerBox(page).fill("A launch of ours missed its goal.\n".repeat(30));
  await expect(page.getByRole("button", { name: "Pause the clock" })).toBeVisible();
  await answerBox(page).press("End");
  await expect(page.getByRole("timer")).toBeInViewport();
  await page.setViewportSize({ width: 360, height: 800 });

  // Submit asks first; "Keep writing" goes back to the answer, unlocked.
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(page.getByRole("group", { name: /^Submit this answer\? It is then locked/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Yes, submit my answer" })).toBeFocused();
  await expectFitsAndPassesAxe(page, 360);
  await page.getByRole("button", { name: "Keep writing" }).click();
  await expect(page.getByRole("button", { name: "Yes, submit my answer" })).toHaveCount(0);
  await submitAndConfirm(page);
  await expect(page.getByRole("heading", { name: "Grade yourself" })).toBeVisible();

  // Coming back to the question opens the answer to grade, not a new attempt with its clock.
  await page.goto(question);
  await expect(page).toHaveURL(/\?attempt=[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Grade yourself" })).toBeVisible();
  await expect(page.getByRole("timer")).toHaveCount(0);

  // Graded: every question has scored samples, and the button shows them with the probes and the lessons; then it is
  // gone.
  await expectTapTarget(page.getByRole("main").getByRole("group").first().locator("label").first());
  await gradeEvery(page, "Neutral");
  await page.getByRole("button", { name: "Save my grades" }).click();
  await page.getByRole("button", { name: "Show the sample answers" }).click();
  await expect(page.getByRole("heading", { name: "Sample answers and the editors’ scores" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What an interviewer would ask next" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Lessons this question practises" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Show the sample answers" })).toHaveCount(0);
  await expectFitsAndPassesAxe(page, 360);
  await page.emulateMedia({ colorScheme: "light" });
  await expectFitsAndPassesAxe(page, 360);

  // The history's links are full tap targets.
  await page.goto("/practice/history");
  await expectTapTarget(page.getByRole("link", { name: /^Open your answer/ }));
  await expectFitsAndPassesAxe(page, 360);
});

test("two members never see each other's answers", async ({ browser }) => {
  const [first, second] = [await browser.newPage(), await browser.newPage()];
  await freshMember(first, "Nisha First");
  await first.goto(QUESTION);
  const secret = "Only Nisha may read this: the Meesho seller story.";
  await answerBox(first).fill(secret);
  await submitAndConfirm(first);
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
