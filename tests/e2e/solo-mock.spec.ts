import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, type Page, type Response } from "@playwright/test";
import { MEMBER_PAGES } from "../../scripts/bench-pages";
import { alertBox, backendAdmin, confirmedMember, expectNoAxeViolations, fitsWidth, purchasedEmail, signIn, smallTargets, test, waitForHydration } from "./support";

test.describe.configure({ timeout: 120_000 });

const PASSWORD = "solo-mock-pass-2026";
const SCRIPT = "/practice/mock/zepto-bengaluru-orders-drop";
const ANSWER = "I would split the possible causes into internal ones, like a release, prices or stock, and external ones, like rain or a rival's sale, and I would say my plan out loud first.";

const checklist = (page: Page) => page.getByRole("group", { name: /What did your answer cover/ });

/** Writes an answer in the box once it is hydrated, and continues to the checklist. */
async function answer(page: Page, text = ANSWER) {
  const box = page.getByLabel("Your answer, in your own words");
  await waitForHydration(page.getByRole("button", { name: "Continue" }));
  await box.fill(text);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(checklist(page)).toBeVisible();
}

/** Ticks every item except those named, then goes on. */
async function tickAllBut(page: Page, missed: RegExp[] = []) {
  for (const box of await checklist(page).getByRole("checkbox").all()) {
    const label = (await box.evaluate((input) => input.closest("label")?.textContent ?? "")) ?? "";
    if (!missed.some((pattern) => pattern.test(label))) await box.check();
  }
  await page.getByRole("button", { name: "Next" }).click();
}

/** Gzip bytes of the scripts `load` makes the page fetch beyond the framework's root scripts (as js-budget.spec.ts counts). */
async function pageScriptBytes(page: Page, load: () => Promise<unknown>): Promise<number> {
  const manifest = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../../.next/build-manifest.json"), "utf8")) as { rootMainFiles: string[] };
  const root = new Set(manifest.rootMainFiles.map((file) => `/_next/${file}`));
  const responses: Response[] = [];
  const listen = (response: Response) => {
    const script = response.request().resourceType() === "script" && new URL(response.url()).pathname.startsWith("/_next/static/");
    if (script && response.status() === 200 && !root.has(new URL(response.url()).pathname)) responses.push(response);
  };
  // Every script fetched afresh, not read from the browser's cache, so each is counted.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");
  page.on("response", listen);
  await load();
  await page.waitForLoadState("networkidle");
  page.off("response", listen);
  const sizes = await Promise.all(responses.map(async (response) => gzipSync(await response.body()).length));
  return sizes.reduce((total, size) => total + size, 0);
}

const interviewerSays = (page: Page, text: string | RegExp) => expect(page.getByRole("blockquote").first()).toContainText(text);

test("a solo mock on a phone in the dark theme: no checklist before an answer, a missed item and its probe, a reload and a dropped network mid-answer keep the text, the end page with exemplars, coverage, self-grade and review cards; a retake at 1280 px light compares coverage side by side", async ({ page, context }) => {
  const email = await purchasedEmail();
  const { user } = await confirmedMember(email, PASSWORD, { name: "Meera Solo" });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.emulateMedia({ colorScheme: "dark" });
  await signIn(page, email, PASSWORD);

  // Listed on /practice and /mocks as "Practise alone"; an unknown script is a 404 with a way back.
  await page.goto("/mocks");
  await expect(page.getByRole("heading", { name: "Practise alone" })).toBeVisible();
  const missing = await page.goto("/practice/mock/no-such-script");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "No such mock interview" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the solo mocks" }).click();
  await expect(page).toHaveURL(/\/practice#practise-alone$/);
  await page.getByRole("link", { name: "Zepto's orders in Bengaluru fell 12% in a week" }).click();
  await expect(page).toHaveURL(new RegExp(`${SCRIPT}$`));
  await page.getByRole("button", { name: "Start the interview" }).click();

  // The first question: the line, Read aloud where the browser speaks, the clock; no checklist, no options.
  await expect(page.getByRole("heading", { name: "Question 1" })).toBeVisible();
  await interviewerSays(page, "What do you do?");
  const speaks = await page.evaluate(() => "speechSynthesis" in window);
  await expect(page.getByRole("button", { name: "Read aloud" })).toHaveCount(speaks ? 1 : 0);
  await expect(page.getByRole("timer")).toHaveText("4:00");
  await expect(page.getByRole("checkbox")).toHaveCount(0);
  await expect(page.getByText(/Asks how an order is counted/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(await smallTargets(page)).toEqual([]);
  expect(await fitsWidth(page)).toBe(true);

  // A sentence is not an answer.
  const box = page.getByLabel("Your answer, in your own words");
  await waitForHydration(page.getByRole("button", { name: "Continue" }));
  await box.fill("Check the data.");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(alertBox(page)).toHaveText(/^A sentence is not an answer: write at least 120 characters/);
  await expect(page.getByRole("checkbox")).toHaveCount(0);

  // A reload mid-answer comes back at the same question with the same text; the player, answer box and all, keeps
  // to its JavaScript budget (the budget test's demo member sees only the start).
  await box.fill(ANSWER.slice(0, 90));
  const bytes = await pageScriptBytes(page, () => page.reload());
  console.log(`JavaScript of the solo mock player: ${(bytes / 1024).toFixed(1)} KB gzip above the framework's root scripts`);
  expect(bytes).toBeLessThanOrEqual(MEMBER_PAGES.find((entry) => entry.name === "solo mock")!.budget.scriptBytes);
  await expect(page.getByRole("heading", { name: "Question 1" })).toBeVisible();
  await expect(box).toHaveValue(ANSWER.slice(0, 90));

  // The network drops mid-answer: typing goes on, Continue says so and keeps the text; back online, it goes through.
  await waitForHydration(page.getByRole("button", { name: "Continue" }));
  await context.setOffline(true);
  await box.press("End");
  await box.pressSequentially(ANSWER.slice(90));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(alertBox(page)).toHaveText(/^You seem to be offline: your answer is kept on this device/);
  await expect(box).toHaveValue(ANSWER);
  await context.setOffline(false);
  await page.getByRole("button", { name: "Continue" }).click();

  // Only now the checklist; the candidate missed "what exactly fell", and the interviewer probes it.
  await expect(checklist(page)).toBeVisible();
  await expect(page.getByText(ANSWER)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await smallTargets(page)).toEqual([]);
  await tickAllBut(page, [/Asks how an order is counted/]);
  await expect(page.getByRole("heading", { name: "Question 2" })).toBeVisible();
  await interviewerSays(page, "Before we go on: what exactly fell, and compared with what?");

  // The rest, every item covered: the segment, the diagnosis and the fix, then the end.
  await answer(page, `${ANSWER} Delivered orders a day, last week against the week before, which was ordinary.`);
  await tickAllBut(page);
  await interviewerSays(page, "Other cities were flat last week.");
  for (const next of ["Add-to-cart is down in six", "Say the six stores share one dairy"]) {
    await answer(page);
    await tickAllBut(page);
    await interviewerSays(page, next);
  }
  await answer(page);
  await tickAllBut(page);

  await expect(page.getByRole("heading", { name: "The end of your mock" })).toBeVisible();
  await expect(page.getByText("That's all from me. Thank you: let's look at how it went.")).toBeVisible();
  const transcript = page.getByRole("region", { name: /Your answers beside/ }).or(page.locator("section[aria-labelledby=transcript]"));
  await expect(transcript.getByText("Missed: Asks how an order is counted and which two weeks are being compared.")).toBeVisible();
  await expect(transcript.getByRole("heading", { name: "Exemplar", exact: true })).toHaveCount(5);
  await expect(page.getByRole("row", { name: /Data literacy/ })).toContainText("3 of 4 (75%)");
  await expectNoAxeViolations(page);
  expect(await smallTargets(page)).toEqual([]);
  expect(await fitsWidth(page)).toBe(true);

  // The missed item becomes a card in the drills' schedule.
  await page.getByRole("button", { name: "Add it to my review" }).click();
  await expect(page.getByText(/They come back in your/)).toBeVisible();
  const cards = await backendAdmin().from("drill_cards").select("item_id, due").eq("user_id", user.id);
  expect(cards.data?.map((card) => card.item_id)).toEqual(["mock-zepto-bengaluru-orders-drop-open-clarify-metric"]);
  expect(Date.parse(cards.data![0]!.due)).toBeGreaterThan(Date.now());

  // The self-grade, on the execution rubric, as practice grades.
  const grade = page.locator("section[aria-labelledby=grade]");
  await waitForHydration(grade.getByRole("button", { name: "Save my grades" }));
  for (const group of await grade.getByRole("group").all()) await group.getByRole("radio").nth(2).check();
  await grade.getByRole("button", { name: "Save my grades" }).click();
  await expect(grade.getByText("Data literacy: Neutral (3)")).toBeVisible();

  // A retake is a new attempt, at 1280 px in the light theme; its end compares both attempts' coverage.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: "light" });
  await page.getByRole("button", { name: "Take it again" }).click();
  await expect(page.getByRole("heading", { name: "Question 1" })).toBeVisible();
  await expect(page.getByLabel("Your answer, in your own words")).toHaveValue("");
  await expectNoAxeViolations(page);
  for (let node = 0; node < 4; node++) {
    await answer(page);
    await tickAllBut(page);
  }
  await expect(page.getByRole("heading", { name: "The end of your mock" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "This attempt" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: /^Attempt of / })).toBeVisible();
  await expect(page.getByRole("row", { name: /Data literacy/ })).toContainText(/2 of 2 \(100%\)\s*3 of 4 \(75%\)/);
  await expect(page.getByText("You covered every item: nothing to review from this attempt.")).toBeVisible();
  await expectNoAxeViolations(page);
  const attempts = await backendAdmin().from("solo_mock_attempts").select("id").eq("user_id", user.id);
  expect(attempts.data).toHaveLength(2);
});
