import { expect } from "@playwright/test";
import { courseNavigation } from "../../lib/course/navigation";
import { axeViolations, signInThroughForm, test } from "./support";

// `npm test quick`'s end-to-end part (project "smoke", under `next dev`): the demo member signs in through the form and
// reads a lesson. The full suite runs it too, on the production build.
const LESSON = courseNavigation.findLesson("analytical", "metrics")!;

test("the demo member signs in and reads a lesson", async ({ page }) => {
  test.setTimeout(120_000); // Under `next dev` each page is compiled on its first request.
  await signInThroughForm(page);
  await page.goto(LESSON.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(LESSON.title);
  await expect(page.locator(".lesson p").first()).toBeVisible();
  // The lesson only: under `next dev` the page also carries Next's development tools.
  expect(await axeViolations(page, { include: "main" })).toEqual([]);
});
