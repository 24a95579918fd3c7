import { expect } from "@playwright/test";
import { LESSON_FILE_POLICY } from "../../lib/security/csp";
import { expectNoAxeViolations, signIn, test } from "./support";

// A lesson with an SVG diagram from public/lessons/ (content/README.md, 'Images').
const LESSON = "/dashboard/execution/root-cause";
const DIAGRAM = "/lessons/root-cause-steps.svg";

test("a lesson's diagram loads at its own size, with its alt text and caption, under the policy and accessibly", async ({ page }) => {
  const violations: string[] = [];
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) => console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`)),
  );
  page.on("console", (message) => {
    if (/CSP violation|Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await signIn(page);
  await page.goto(LESSON);

  const figure = page.getByRole("figure").filter({ has: page.locator(`img[src="${DIAGRAM}"]`) });
  const image = figure.getByRole("img", { name: /^A funnel of six steps, each narrower than the last/ });
  await expect(image).toHaveAttribute("width", "480");
  await expect(image).toHaveAttribute("height", "558");
  await expect(figure.locator("figcaption")).toHaveText("Each step narrows the search for the next one; a guess skips them all.");
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBeGreaterThan(0);

  await expectNoAxeViolations(page);
  expect(violations).toEqual([]);
});

test("a lesson SVG is served as an image, and as a page it runs nothing", async ({ request }) => {
  const response = await request.get(DIAGRAM);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("image/svg+xml");
  expect(response.headers()["content-security-policy"]).toBe(LESSON_FILE_POLICY);
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
});
