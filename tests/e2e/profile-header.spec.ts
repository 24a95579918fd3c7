import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { DEMO, WELCOME, backendAdmin, expectNoAxeViolations, purchasedEmail, signIn, test } from "./support";

/** A first Google sign-in of a new purchaser, under the given name. */
async function newGoogleMember(page: Page, name: string) {
  const email = await purchasedEmail();
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Full name").fill(name);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(new RegExp(`${WELCOME}$`));
  return email;
}

test.describe("profile", () => {
  test("greets the member and lists their details, with no accessibility violations", async ({ page }) => {
    await signIn(page);
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hello, ${DEMO.name}`);
    await expect(page.getByRole("definition").first()).toHaveText(DEMO.email);
    const linkedin = page.getByRole("link", { name: /linkedin\.com/ });
    await expect(linkedin).toHaveAttribute("target", "_blank");
    await expect(linkedin).toHaveAttribute("rel", "noopener noreferrer");
    await expectNoAxeViolations(page);
  });

  test("shows N/A for the values a Google sign-up did not give", async ({ page }) => {
    const email = await newGoogleMember(page, "Meera Nair");
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Meera Nair");
    await expect(page.getByRole("definition")).toHaveText([email, "N/A", "N/A"]);
  });

  test("greets a member without a name with N/A, as every other empty value", async ({ page }) => {
    const email = await newGoogleMember(page, "");
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, N/A");
    await expect(page.getByRole("definition")).toHaveText([email, "N/A", "N/A"]);
  });

  test("says 'No user data available' when the member has no profile row", async ({ page }) => {
    const name = `Gone ${randomUUID().slice(0, 8)}`;
    await newGoogleMember(page, name);
    const { error } = await backendAdmin().from("user_profiles").delete().eq("name", name);
    expect(error).toBeNull();
    await page.goto("/profile");
    await expect(page.getByText("No user data available")).toBeVisible();
  });
});

test.describe("header", () => {
  test("signed-out pages show the logo and no avatar", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("link", { name: "PM Interview Mastery" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("button", { name: /Account menu/ })).toHaveCount(0);
  });

  test("the avatar menu opens and closes by mouse, including a click outside", async ({ page }) => {
    await signIn(page);
    const avatar = page.getByRole("button", { name: /Account menu/ });
    await avatar.click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expect(page.getByRole("menuitem")).toHaveText(["Profile", "Plan", "Practice", /^Drills( · \d+ due)?$/, /^Mock interviews/, "Story bank", "Interview debriefs", "Offer calculator", "Logout"]);
    await avatar.click();
    await expect(page.getByRole("menu")).toHaveCount(0);
    await avatar.click();
    await page.getByRole("main").click({ position: { x: 5, y: 5 } });
    await expect(page.getByRole("menu")).toHaveCount(0);
  });

  test("the avatar menu works by keyboard: Enter opens, arrows move, Escape closes and returns focus, Space opens", async ({ page }) => {
    await signIn(page);
    const avatar = page.getByRole("button", { name: /Account menu/ });
    const profile = page.getByRole("menuitem", { name: "Profile" });
    const drills = page.getByRole("menuitem", { name: /^Drills/ });
    const logout = page.getByRole("menuitem", { name: "Logout" });
    await avatar.focus();
    await page.keyboard.press("Enter");
    await expect(profile).toBeFocused();
    await expect(avatar).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Plan" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Practice" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(drills).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: /^Mock interviews/ })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Story bank" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Interview debriefs" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Offer calculator" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(logout).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(profile).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(logout).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(avatar).toBeFocused();

    // Profile by keyboard: the page opens and its menu item is marked as the current page.
    await page.keyboard.press(" ");
    await expect(profile).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { name: /^Hello, / })).toBeVisible();
    await avatar.click();
    await expect(profile).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page);

    await page.keyboard.press("End");
    await expect(logout).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  for (const path of ["/login", "/email-login", "/signup-user"]) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);
    });
  }

  test("the profile and a lesson fit, and the sidebar opens from the header and closes on navigation", async ({ page }) => {
    await signIn(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const sidebar = page.getByRole("navigation", { name: "Course" });
    await expect(sidebar).toBeHidden();
    await page.getByRole("button", { name: "Open course menu" }).click();
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole("button", { name: "Analytical Questions" }).click();
    await sidebar.getByRole("link", { name: /A\/B test/i }).click();
    await expect(page).toHaveURL(/\/dashboard\/analytical\/ab-testing$/);
    await expect(sidebar).toBeHidden();
    await page.goto("/profile");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
