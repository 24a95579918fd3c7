import { expect } from "@playwright/test";
import { courseNavigation } from "../../lib/course/navigation";
import { backendSettings, ALONE } from "../../playwright.config";
import { startBackendProcess, stopBackendProcess } from "./backend-process";
import { DEMO, expectNoAxeViolations, signIn, test } from "./support";

const errorScreen = (page: import("@playwright/test").Page) => page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "Something went wrong" }) });

test.describe("error and loading screens", () => {
  test("the profile with the backend stopped shows a friendly error and Try again, which works once the backend is back", { tag: ALONE }, async ({ page }) => {
    await signIn(page);
    await stopBackendProcess(backendSettings);
    try {
      await page.goto("/profile");
      await expect(errorScreen(page)).toContainText("This page could not be loaded. Check your connection, then try again.");
      // Never the error's own text, a stack or a library's message.
      await expect(page.locator("body")).not.toContainText(/fetch failed|profile could not be loaded|TypeError|at \w+ \(/);
      // The frame around the page still works: the sidebar and header stay.
      await expect(page.getByRole("navigation", { name: "Course" })).toBeAttached();
      await expectNoAxeViolations(page);
    } finally {
      await startBackendProcess(backendSettings);
    }
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: `Hello, ${DEMO.name}` })).toBeVisible();
    await expect(errorScreen(page)).toHaveCount(0);
  });

  test("a sign-in form whose request never reaches the server shows the error screen, and Try again brings the form back", async ({ page }) => {
    await page.goto("/email-login");
    // The browser's request to the server action fails as if the network dropped.
    await page.route("**/email-login", (route) => (route.request().method() === "POST" ? route.abort("connectionfailed") : route.continue()));
    await page.getByLabel("Email").fill(DEMO.email);
    await page.getByLabel("Password").fill(DEMO.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(errorScreen(page)).toContainText("This page could not be loaded.");
    await expect(page.locator("body")).not.toContainText(/Failed to fetch|TypeError|digest/);
    await expectNoAxeViolations(page);
    await page.unroute("**/email-login");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
    await page.getByLabel("Email").fill(DEMO.email);
    await page.getByLabel("Password").fill(DEMO.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/dashboard\/intro\/welcome$/);
  });

  test("a lesson that is slow to arrive shows Loading... in its place, then the lesson", async ({ page }) => {
    await signIn(page);
    await page.waitForLoadState("networkidle");
    const next = courseNavigation.lessons[1]!;
    // Hold the page's data for a moment, as a slow mobile network would; the router's prefetch (which brings the
    // loading state itself) goes through, so the test does not depend on whether it ran before this route was set.
    await page.route(`**${next.path}**`, async (route) => {
      if (!route.request().headers()["next-router-prefetch"]) await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Lesson" }).getByRole("link", { name: /^Next/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(next.title);
  });
});
