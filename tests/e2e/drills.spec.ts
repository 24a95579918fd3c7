import { expect, type Locator, type Page } from "@playwright/test";
import { alertBox, backendAdmin, confirmedMember, expectNoAxeViolations, logInWithEmail, smallTargets, purchasedEmail, waitForPageScripts, WELCOME, test } from "./support";

test.describe.configure({ timeout: 90_000 });

const PASSWORD = "drills-pass-2026";
const DAY_MS = 86_400_000;

async function freshMember(page: Page): Promise<string> {
  const email = await purchasedEmail();
  const session = await confirmedMember(email, PASSWORD, { name: "Kiran Drill" });
  await logInWithEmail(page, email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${WELCOME}$`));
  return session.user.id;
}

/** Presses Tab until `target` has the focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 60; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the element");
}

const answersOf = async (userId: string) =>
  (await backendAdmin().from("drill_reviews").select("item_id, result").eq("user_id", userId)).data ?? [];

test("a full session at 360 px by keyboard only, light then dark: every kind answered, the ratings explained, the summary; the next day's session started before the scripts ran, an unchecked estimate checked at time-out, and the counts redrawn", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.emulateMedia({ colorScheme: "light" });
  const userId = await freshMember(page);
  await page.goto("/drills");
  await expect(page.getByRole("heading", { level: 1, name: "Drills" })).toBeVisible();
  await expect(page.getByText(/^0 due for review and \d+ new\.$/)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await smallTargets(page)).toEqual([]);

  const start = page.getByRole("link", { name: /^Start: \d+ items, five minutes$/ });
  const total = Number(/\d+/.exec((await start.textContent()) ?? "")?.[0]);
  await tabTo(page, start);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("timer", { name: "Time left" })).toHaveText(/^[45]:\d\d$/);
  await expectNoAxeViolations(page);

  const heading = page.locator("#drill-item");
  const summary = page.getByRole("heading", { name: "Session summary" });
  for (let index = 1; index <= total; index++) {
    await expect(page.getByText(`Today: item ${index} of ${total}`)).toBeVisible();
    const kind = (await heading.textContent()) ?? "";
    if (kind === "Estimate") {
      // Far too low on purpose: every estimate is missed. The number is read back before it is scored.
      await page.keyboard.type("0.001");
      await expect(page.getByText(/^Reads as 0\.001%?$/)).toBeVisible();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status").getByText(/^Missed: more than ×2 away/)).toBeVisible();
      await expect(page.getByRole("link", { name: "Learn this figure in its lesson" })).toBeVisible();
      await page.keyboard.press("Enter");
    } else if (kind === "Define") {
      await page.keyboard.press("Enter");
      // What each rating does to when the item comes back, read out with its button too.
      await expect(page.getByRole("list", { name: "When it comes back" }).getByRole("listitem")).toHaveText([
        "Again: you did not recall it; it comes back tomorrow.",
        /^Hard: you recalled it with effort; it comes back in \d+ days \(/,
        /^Good: you recalled it; it comes back in \d+ days \(/,
        /^Easy: you recalled it at once; it comes back in \d+ days \(/,
      ]);
      await expect(page.getByRole("button", { name: "Again" })).toHaveAccessibleDescription("Again: you did not recall it; it comes back tomorrow.");
      expect(await smallTargets(page)).toEqual([]);
      await tabTo(page, page.getByRole("button", { name: "Easy" }));
      await page.keyboard.press("Enter");
    } else if (kind.startsWith("First check")) {
      await page.keyboard.press("Enter");
      await expect(page.getByText(/^(Right: that is the best first check\.|Missed: another check comes first\.)$/)).toBeVisible();
      await page.keyboard.press("Enter");
    } else {
      throw new Error(`unexpected item heading "${kind}"`);
    }
  }
  await expect(summary).toBeFocused();
  await expect(page.getByText("You have answered every item.")).toBeVisible();
  const answered = total;
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(answered + 1);
  const results = await rows.evaluateAll((list) => list.slice(1).map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent ?? "")));
  const missed = results.filter(([, result]) => result === "Missed").map(([label]) => label ?? "");
  expect(missed.length).toBeGreaterThan(0);
  for (const [, result, back] of results) expect(back).toEqual(result === "Missed" ? "tomorrow" : expect.stringMatching(/^in \d+ days \(/));
  await expectNoAxeViolations(page);
  await expect.poll(async () => (await answersOf(userId)).length).toBe(answered);
  await expect.poll(async () => (await backendAdmin().from("drill_sessions").select("answers").eq("user_id", userId)).data).toEqual([{ answers: answered }]);

  // A day passes: every date the member's cards hold moves one day back, as if the session had been yesterday.
  const admin = backendAdmin();
  const { data: cards } = await admin.from("drill_cards").select("item_id, due, last_review, created_at").eq("user_id", userId);
  const earlier = (iso: string) => new Date(Date.parse(iso) - DAY_MS).toISOString();
  for (const card of cards ?? []) {
    const moved = await admin.from("drill_cards").update({ due: earlier(card.due), last_review: earlier(card.last_review), created_at: earlier(card.created_at) })
      .eq("user_id", userId).eq("item_id", card.item_id);
    expect(moved.error).toBeNull();
  }
  // The menus' count, kept briefly by the server, was drawn after the session: /drills reads the moved cards afresh.
  await page.goto("/drills");
  await expect(page.getByText(new RegExp(`^${missed.length} due for review and \\d+ new\\.$`))).toBeVisible();
  await page.goto(WELCOME);
  // At 360 px the sidebar is folded away; the avatar menu carries the same count.
  await page.getByRole("button", { name: /: Account menu for / }).click();
  await expect(page.getByRole("menuitem", { name: `Drills · ${missed.length} due` })).toBeVisible();

  // The next day, in the dark theme, on a page whose scripts never load: Start still starts the session.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.clock.install();
  const beforeScripts = (url: string) => !/[?&]start=/.test(url);
  await page.route(/\.js(\?|$)/, (route) => (beforeScripts(route.request().headers().referer ?? "") ? route.abort() : route.fallback()));
  await page.goto("/drills", { waitUntil: "load" });
  await expect(page.getByText(new RegExp(`^${missed.length} due for review and \\d+ new\\.$`))).toBeVisible();
  await page.getByText("What is due for review").click();
  await expect(page.getByRole("list", { name: "Due for review" }).getByRole("listitem")).toHaveText(missed);
  await expectNoAxeViolations(page);
  expect(await smallTargets(page)).toEqual([]);
  await page.getByRole("link", { name: /^Start: / }).click();
  await expect(page).toHaveURL(/\/drills\?start=\d+$/);
  await waitForPageScripts(page);
  await expect(page.getByRole("timer", { name: "Time left" })).toHaveText(/^[45]:\d\d$/);
  await expectNoAxeViolations(page);

  // The items due come first; each is answered, then an estimate is typed and left unchecked until time runs out.
  const next = page.getByRole("button", { name: /^(Next item|Finish)$/ });
  for (let index = 1; index <= missed.length; index++) {
    await expect(page.getByText(new RegExp(`^Today: item ${index} of \\d+$`))).toBeVisible();
    if ((await heading.textContent()) === "Estimate") {
      await page.getByLabel(/^Your estimate \(/).fill("0.001");
      await page.getByRole("button", { name: "Check" }).click();
    } else {
      await page.getByRole("main").getByRole("listitem").getByRole("button").first().click();
    }
    await next.click();
  }
  await expect(heading).toHaveText("Estimate");
  const prompt = (await page.locator("#drill-item + div > p").first().textContent()) ?? "";
  await page.getByLabel(/^Your estimate \(/).fill("25");
  await page.clock.fastForward("05:01");
  await expect(page.getByText("Time is up.")).toBeVisible();
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(missed.length + 2);
  await expect(page.getByRole("table").getByRole("row").last().getByRole("cell").first()).toHaveText(prompt);
  await expect.poll(async () => (await answersOf(userId)).length).toBe(answered + missed.length + 1);
  // Once the answers are saved, the count above the summary is redrawn: nothing is due now.
  await expect(page.getByText(/^0 due for review and \d+ new\.$/)).toBeVisible();
  await expect(summary).toBeVisible();
  await page.getByRole("button", { name: /: Account menu for / }).click();
  await expect(page.getByRole("menuitem", { name: "Drills", exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expectNoAxeViolations(page);
});

test("at 1280 px the session shows the time left and ends when five minutes are up", async ({ page }) => {
  await page.clock.install();
  await freshMember(page);
  await page.goto("/drills?kind=define");
  await expect(page.getByRole("heading", { level: 2, name: "Definitions" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: /^Start: / }).click();
  await expect(page.getByRole("timer", { name: "Time left" })).toHaveText(/^(5:00|4:5\d)$/);
  await page.getByRole("button", { name: "Reveal the definition" }).click();
  await expect(page.getByRole("link", { name: /in the glossary$|^Read the lesson$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.clock.fastForward("02:00");
  await expect(page.getByRole("timer", { name: "Time left" })).toHaveText(/^(3:00|2:5\d)$/);
  await page.clock.fastForward("03:00");
  await expect(page.getByRole("heading", { name: "Session summary" })).toBeVisible();
  await expect(page.getByText("Time is up.")).toBeVisible();
  await expect(page.getByText("Right: 0 · Partly right: 0 · Missed: 0")).toBeVisible();
});

test("an answer that is not a number keeps the item; one made offline is saved when the network returns", async ({ page, context }) => {
  const userId = await freshMember(page);
  await page.goto("/drills?kind=estimate");
  await page.getByRole("link", { name: /^Start: / }).click();
  const field = page.getByLabel(/^Your estimate \(/);
  await field.fill("a lot");
  await field.press("Enter");
  await expect(alertBox(page)).toHaveText(/^“a lot” is not a number\. Type digits with an optional unit, e\.g\. 12 crore/);
  await field.fill("12 dozen");
  await field.press("Enter");
  await expect(alertBox(page)).toHaveText(/^“dozen” is not a unit the drill reads\./);
  await expect(page.getByText(/^Estimates: item 1 of \d+$/)).toBeVisible();

  await context.setOffline(true);
  await field.fill("1.2 billion");
  await expect(page.getByText("Reads as 120 crore (1.2 billion)")).toBeVisible();
  await field.press("Enter");
  await expect(page.getByText(/^(Right|Partly right|Missed): /)).toBeVisible();
  await expect(page.getByText("1 answer waiting to be saved: they are sent when the connection returns.").first()).toBeVisible();
  expect(await answersOf(userId)).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByText(/waiting to be saved/)).toHaveCount(0);
  await expect.poll(async () => (await answersOf(userId)).length).toBe(1);
});
