import { expect, type Page } from "@playwright/test";
import { alertBox, confirmedMember, expectNoAxeViolations, expectNoAxeViolationsInBothThemes, purchasedEmail, signIn, smallTargets, test, waitForHydration } from "./support";

test.describe.configure({ timeout: 60_000 });

const PASSWORD = "story-pass-2026";
const OFFERS = "/dashboard/companies/offers";

async function freshMember(page: Page) {
  const email = await purchasedEmail();
  await confirmedMember(email, PASSWORD, { name: "Rohan Story" });
  await signIn(page, email, PASSWORD);
}

const addForm = (page: Page) => page.getByRole("region", { name: "Add a story" });

async function fillStory(page: Page, story: { title: string; result: string; shows: string[] }) {
  const form = addForm(page);
  await form.getByLabel("Title").fill(story.title);
  await form.getByLabel(/^Situation/).fill("Imagine our Pune dark stores missed the 10-minute promise on one order in five.");
  await form.getByLabel(/^Task/).fill("Bring late orders under 5% before Diwali.");
  await form.getByLabel(/^Action/).fill("Moved picking to aisle order and briefed each store lead myself.");
  await form.getByLabel(/^Result/).fill(story.result);
  for (const label of story.shows) await form.getByRole("checkbox", { name: label }).check();
  await form.getByRole("button", { name: "Add story" }).click();
}

test("a story missing its result is refused with the reason and nothing typed is lost; saved stories fill the matrix and its gaps", async ({ page }) => {
  await freshMember(page);
  await page.goto("/stories");
  await expect(page.getByRole("heading", { level: 1, name: "Story bank" })).toBeVisible();
  await expect(page.getByText("No stories yet. Add your first below.")).toBeVisible();

  await fillStory(page, { title: "Pune late orders", result: "   ", shows: ["A big win with measurable impact"] });
  await expect(alertBox(page)).toHaveText("The story was not saved: see the fields marked below.");
  await expect(addForm(page).getByText("Write the result: a story needs all four parts.")).toBeVisible();
  await expect(addForm(page).getByLabel("Title")).toHaveValue("Pune late orders");
  await expect(addForm(page).getByRole("checkbox", { name: "A big win with measurable impact" })).toBeChecked();

  await addForm(page).getByLabel(/^Result/).fill("Late orders fell to 4% in three weeks.");
  await addForm(page).getByRole("button", { name: "Add story" }).click();
  await expect(page.getByRole("heading", { name: "Your stories (1 of 50)" })).toBeVisible();

  const matrix = page.getByRole("table");
  await expect(matrix.getByRole("columnheader", { name: "Pune late orders" })).toBeVisible();
  await expect(matrix.getByRole("row", { name: /A big win with measurable impact/ })).toContainText("shows it");
  await expect(matrix.getByRole("row", { name: /A mistake you made and fixed/ })).toContainText("(gap)");
  await expect(page.getByText(/^10 competencies have no story yet: /)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByText("Read or edit “Pune late orders”").click();
  await page.getByRole("button", { name: "Delete “Pune late orders”" }).click();
  await expect(page.getByText("No stories yet. Add your first below.")).toBeVisible();
});

test("a behavioural practice question offers the stories that show what it asks for, first", async ({ page }) => {
  await freshMember(page);
  await page.goto("/stories");
  await fillStory(page, { title: "Pune late orders", result: "Late orders fell to 4%.", shows: ["A big win with measurable impact"] });
  await expect(page.getByRole("heading", { name: "Your stories (1 of 50)" })).toBeVisible();
  await fillStory(page, { title: "The loyalty pilot that flopped", result: "We stopped it in six weeks.", shows: ["A failure or a launch that underperformed"] });
  await expect(page.getByRole("heading", { name: "Your stories (2 of 50)" })).toBeVisible();

  await page.goto("/practice/a-launch-that-failed");
  const yours = page.getByRole("region", { name: "Your stories for this question" });
  await expect(yours).toContainText("It asks for: A failure or a launch that underperformed; A mistake you made and fixed.");
  await expect(yours.getByRole("listitem")).toHaveText(["The loyalty pilot that flopped (A failure or a launch that underperformed)"]);
  await expect(yours).toContainText("Your other stories: Pune late orders.");
  await expectNoAxeViolations(page);
});

test("the offer calculator compares offers by keyboard, refuses a negative amount and explains an option under water", async ({ page }) => {
  await freshMember(page);
  await page.goto(OFFERS);
  const calculator = page.getByRole("region", { name: "Compare your offers" });
  const first = calculator.getByRole("group", { name: "Offer 1" });
  await first.getByLabel("Fixed pay (₹ lakh a year)").focus();
  await page.keyboard.type("30");
  await page.keyboard.press("Tab");
  await page.keyboard.type("5");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Control+A");
  await page.keyboard.type("80");
  await page.keyboard.press("Tab");
  await page.keyboard.type("3");
  await page.keyboard.press("Tab");
  await page.keyboard.type("1");
  await expect(first).toContainText("First-year cash: ₹38 lakh");
  // 4 × (30 + 4) + 3 + 1 = 140 lakh.
  await expect(first).toContainText("Four-year value: ₹1.4 crore");

  const second = calculator.getByRole("group", { name: "Offer 2" });
  await second.getByLabel("Fixed pay (₹ lakh a year)").fill("-24");
  await expect(second.getByRole("alert")).toHaveText("Fixed pay (₹ lakh a year): amounts cannot be negative.");
  await second.getByLabel("Fixed pay (₹ lakh a year)").fill("24");
  await second.getByLabel("ESOPs or RSUs granted (shares)").fill("1000");
  await second.getByLabel("Strike price (₹ a share; 0 for RSUs)").fill("800");
  await second.getByLabel("Value today (₹ a share)").fill("500");
  await expect(second).toContainText("these options count as ₹0 until the value passes ₹800 a share");

  await calculator.getByRole("button", { name: "Add an offer" }).click();
  await expect(calculator.getByRole("group", { name: "Offer 3" })).toBeVisible();
  await expect(calculator.getByRole("button", { name: "Add an offer" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("the offers lesson's HTML explains the comparison with its worked example before any script runs", async ({ page }) => {
  await freshMember(page);
  // The page as the server sends it (the signed-in cookies, no script run): the worked example is in it, the inputs
  // are not, since they would do nothing without JavaScript.
  const html = await (await page.request.get(OFFERS)).text();
  const text = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
  expect(text).toContain("A listed company ₹38 lakh ₹10 lakh ₹1.5 crore");
  expect(text).toContain("A funded startup ₹26 lakh ₹8 lakh ₹1.06 crore");
  expect(html).not.toContain("Fixed pay (₹ lakh a year)");
});

test("only the offers lesson loads the calculator's code", async ({ page, request }) => {
  await freshMember(page);
  const scriptsOn = async (path: string) => {
    await page.goto(path, { waitUntil: "networkidle" });
    const sources = await page.evaluate(() => [...document.scripts].map((script) => script.src).filter(Boolean));
    const bodies = await Promise.all(sources.map(async (source) => (await request.get(source)).text()));
    return bodies.some((body) => body.includes("Add an offer"));
  };
  expect(await scriptsOn(OFFERS)).toBe(true);
  expect(await scriptsOn("/dashboard/analytical/metrics")).toBe(false);
});

test(`on a phone (light and dark themes): a story draft and the offer figures survive a reload, an added story is shown and said, and "32 lakh" compares as the drills read it`, async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await freshMember(page);
  await page.goto("/stories");
  await waitForHydration(addForm(page).getByRole("button", { name: "Add story" }));
  await addForm(page).getByLabel("Title").fill("Pune late orders");
  await addForm(page).getByLabel(/^Situation/).fill("Imagine our Pune dark stores missed the 10-minute promise on one order in five.");
  await addForm(page).getByRole("checkbox", { name: "A big win with measurable impact" }).check();
  await page.reload();
  await expect(addForm(page).getByLabel("Title")).toHaveValue("Pune late orders");
  await expect(addForm(page).getByLabel(/^Situation/)).toHaveValue(/^Imagine our Pune dark stores/);
  await expect(addForm(page).getByRole("checkbox", { name: "A big win with measurable impact" })).toBeChecked();

  await fillStory(page, { title: "Pune late orders", result: "Late orders fell to 4% in three weeks.", shows: [] });
  await expect(page.getByRole("status").filter({ hasText: "Story added" })).toHaveText("Story added: “Pune late orders”.");
  const added = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Pune late orders" }) });
  await expect(added).toBeFocused();
  await expect(added).toBeInViewport();
  await expectNoAxeViolationsInBothThemes(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The competency choices (through their labels), "Read or edit" and Delete are 44 px tap targets.
  await page.getByText("Read or edit “Pune late orders”").click();
  expect(await smallTargets(page)).toEqual([]);
  // Saved, so the draft is gone.
  await page.reload();
  await expect(addForm(page).getByLabel("Title")).toHaveValue("");

  await page.goto(OFFERS);
  const calculator = page.getByRole("region", { name: "Compare your offers" });
  const offer = (n: number) => calculator.getByRole("group", { name: `Offer ${n}` });
  await offer(1).getByLabel("Fixed pay (₹ lakh a year)").fill("32 lakh");
  await offer(2).getByLabel("Fixed pay (₹ lakh a year)").fill("30,00,000");
  await offer(2).getByLabel("Joining bonus (₹ lakh)").fill("5 L");
  // 4 × 32 = 128 lakh against 4 × 30 + 5 = 125 lakh.
  const verdict = "Offer 1 is worth more over four years: ₹1.28 crore, ₹3 lakh more than Offer 2.";
  await expect(calculator).toContainText(verdict);
  await expect(offer(2)).toContainText("Four-year value: ₹1.25 crore");
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith("pim-offers:")))).toBe(true);
  await page.reload();
  await expect(offer(1).getByLabel("Fixed pay (₹ lakh a year)")).toHaveValue("32 lakh");
  await expect(offer(2).getByLabel("Joining bonus (₹ lakh)")).toHaveValue("5 L");
  await expect(calculator).toContainText(verdict);
  await expectNoAxeViolationsInBothThemes(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
