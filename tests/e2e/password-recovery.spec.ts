import { expect, type Page } from "@playwright/test";
import { backendSettings, e2eUrls, ALONE } from "../../playwright.config";
import { startBackendProcess, stopBackendProcess } from "./backend-process";
import { WELCOME, alertBox, confirmedMember, expectNoAxeViolations, linkFromOutbox, logInWithEmail, purchasedEmail, test } from "./support";

const SENT = "If an account exists for that email, we have sent it a link to choose a new password. The link works once, within an hour.";
const EXPIRED = "This link has expired or has already been used. Ask for a new one below.";

/** A member with a confirmed password account, as a sign-up and its confirmation link make one. */
async function memberWithPassword(password: string): Promise<string> {
  const email = await purchasedEmail();
  await confirmedMember(email, password, { name: "Forgetful Member" });
  return email;
}

async function askForLink(page: Page, email: string) {
  await page.goto("/email-login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: SENT })).toBeVisible();
}

/** The link in the newest recovery email to `email`. */
const recoveryLink = (email: string) => linkFromOutbox(email, "recovery");

test.describe("password recovery", () => {
  test("forgot → email → link → new password → signed in; the old password is refused, the new one works, the link works once", async ({ page }) => {
    const email = await memberWithPassword("the-old-password");
    await askForLink(page, email);
    await expectNoAxeViolations(page);

    const link = await recoveryLink(email);
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel(/^New password(?! again)/).fill("the-new-password");
    await page.getByLabel("New password again").fill("not-the-same");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByText("The two passwords do not match.")).toBeVisible();
    await page.getByLabel(/^New password(?! again)/).fill("the-new-password");
    await page.getByLabel("New password again").fill("the-new-password");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page).toHaveURL(new RegExp(`${WELCOME}$`));

    await page.context().clearCookies();
    await logInWithEmail(page, email, "the-old-password");
    await expect(alertBox(page)).toHaveText("Invalid login credentials");
    await logInWithEmail(page, email, "the-new-password");
    await expect(page).toHaveURL(new RegExp(`${WELCOME}$`));

    // The same link a second time: explained, with the form to ask again.
    await page.context().clearCookies();
    await page.goto(link);
    // The auth server repeats its error in the fragment, which the browser keeps across the redirect.
    await expect(page).toHaveURL(/\/forgot-password\?error=linkExpired(#.*)?$/);
    await expect(alertBox(page)).toHaveText(EXPIRED);
    await expect(page.getByRole("button", { name: "Send reset link" })).toBeVisible();
  });

  test("an email without an account gets the same answer, and no email is sent", async ({ page }) => {
    const email = `nobody-${Date.now()}@example.com`;
    await askForLink(page, email);
    const search = (await (await fetch(`${e2eUrls.mail}/api/v1/search?query=${encodeURIComponent(`to:${email}`)}`)).json()) as { messages: unknown[] };
    expect(search.messages).toEqual([]);
  });

  test("a second request within a minute says to wait", async ({ page }) => {
    const email = await memberWithPassword("another-old-password");
    await askForLink(page, email);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(alertBox(page)).toHaveText("Too many attempts. Please wait a minute and try again.");
  });

  test("an expired link is explained, and the member can ask again", { tag: ALONE }, async ({ page }) => {
    test.setTimeout(90_000);
    // The backend again with links that last 2 seconds, then as it was.
    await stopBackendProcess(backendSettings);
    await startBackendProcess({ ...backendSettings, env: { LOCAL_SUPABASE_RECOVERY_LINK_SECONDS: "2" } });
    try {
      const email = await memberWithPassword("yet-another-password");
      await askForLink(page, email);
      const link = await recoveryLink(email);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await page.goto(link);
      // The auth server repeats its error in the fragment, which the browser keeps across the redirect.
    await expect(page).toHaveURL(/\/forgot-password\?error=linkExpired(#.*)?$/);
      await expect(alertBox(page)).toHaveText(EXPIRED);
      await expectNoAxeViolations(page);
    } finally {
      await stopBackendProcess(backendSettings);
      await startBackendProcess(backendSettings);
    }
  });
});
