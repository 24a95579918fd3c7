import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations, signIn, test } from "./support";

/** The app's scripts on a page once it has settled (those in the HTML and any chunk loaded later), by path. */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  await page.goto(path, { waitUntil: "networkidle" });
  const sources = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>("script[src]")].map((script) => new URL(script.src).pathname),
  );
  return sources.filter((source) => source.startsWith("/_next/static/")).sort();
}

test.describe("model answers on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("a practice lesson with no dated figure shows only its reading time, and the bank's folded answers that open by keyboard to the bank's scores", async ({
    page,
  }) => {
    // axe over a long lesson with every answer open takes over 20 s on a loaded two-core machine.
    test.setTimeout(90_000);
    await signIn(page);
    await page.goto("/dashboard/execution/practice");
    // Its figures are the candidates' assumptions, so the page claims no period for them ("Figures as of ...").
    await expect(page.locator(".lesson").getByText(/^\d+ min read$/)).toBeVisible();
    await expect(page.locator(".lesson").getByText(/Figures (as of|checked)/)).toHaveCount(0);

    const answers = page.locator(".lesson details");
    await expect(answers.locator("summary")).toHaveText(["Weak answer", "Neutral answer", "Strong answer"]);
    const strong = answers.nth(2);
    await expect(strong.getByText("Rubric scores, and why")).toBeHidden();

    await strong.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(strong.getByText("Rubric scores, and why")).toBeVisible();
    // The bank's sample and scores (content/questions/cred-new-signups-fell-20-percent.mdx), not a copy of its own.
    await expect(strong.locator("dt", { hasText: "Isolating variables: Very Strong" })).toBeVisible();
    await expect(strong.locator("dd").first()).toContainText("paid holds 9,000 of the 10,000");
    await expect(page.locator(".lesson").getByRole("link", { name: "Answer it in the question bank" })).toHaveAttribute("href", "/practice/cred-new-signups-fell-20-percent");

    // Everything fits the phone's width with every answer open, and axe finds nothing.
    for (const summary of await answers.locator("summary").all()) {
      if (!(await summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open))) await summary.click();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });

  test("model answers add no JavaScript: a practice lesson loads the same scripts as a lesson without them", async ({
    page,
  }) => {
    await signIn(page);
    const withAnswers = await scriptsOf(page, "/dashboard/execution/practice");
    const without = await scriptsOf(page, "/dashboard/execution/intro");
    expect(withAnswers.length).toBeGreaterThan(0);
    expect(withAnswers).toEqual(without);
  });
});
