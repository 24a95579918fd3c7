import { expect } from "@playwright/test";
import { DEMO, WELCOME, alertBox, backendAdmin, backendClient, expectNoAxeViolations, purchasedEmail, signInWithGoogle, test } from "./support";

test("the login screen offers Google, community access and email login, with no accessibility violations", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login to PM Interview Mastery");
  await expect(page.getByRole("link", { name: "Get Community Access" })).toHaveAttribute("href", /^https:\/\//);
  await expect(page.getByRole("link", { name: /email/i })).toHaveAttribute("href", "/email-login");
  await expectNoAxeViolations(page);
});

test("a member signs in with Google and lands on the welcome lesson", async ({ page }) => {
  await signInWithGoogle(page, "demo@example.com", "Asha Verma");
  await expect(page).toHaveURL(new RegExp(`${WELCOME}$`));
  await expect(page.getByRole("button", { name: /Account menu/ })).toHaveText("AV");
});

test("a purchaser signing in with Google for the first time gets an account and a profile", async ({ page }) => {
  const email = await purchasedEmail();
  await signInWithGoogle(page, email, "Kavya Iyer");
  await expect(page).toHaveURL(new RegExp(`${WELCOME}$`));
  await expect(page.getByRole("button", { name: /Account menu/ })).toHaveText("KI");
  const { data } = await backendAdmin().from("user_profiles").select("name").eq("name", "Kavya Iyer");
  expect(data).toHaveLength(1);
});

test("someone who has not bought access is told to wait for activation and stays signed out", async ({ page }) => {
  await signInWithGoogle(page, "not-a-member@example.com", "Not Member");
  // The auth server repeats its error in the fragment, which the browser keeps across the app's redirect.
  await expect(page).toHaveURL(/\/login\?error=activation(#.*)?$/);
  await expect(alertBox(page)).toHaveCount(1);
  await expect(alertBox(page)).toHaveText(
    "Looks like your account has not been created yet. If you have just purchased membership access, please wait another 24 hours for your account to activate.",
  );
  await expectNoAxeViolations(page);
  await page.goto(WELCOME);
  await expect(page).toHaveURL(/\/login$/);
});

test("an account whose membership was withdrawn is signed out with the catalogue's message", async ({ page }) => {
  const email = await purchasedEmail();
  await signInWithGoogle(page, email, "Former Member");
  await expect(page).toHaveURL(new RegExp(`${WELCOME}$`));
  await page.context().clearCookies();
  await backendAdmin().from("users").delete().eq("email", email);
  await signInWithGoogle(page, email, "Former Member");
  await expect(page).toHaveURL(/\/login\?error=notMember$/);
  await expect(alertBox(page)).toHaveText("Account not created yet. Please contact support or sign up first.");
  await expect(page.getByRole("link", { name: "support@pminterviewmastery.in" })).toHaveAttribute("href", "mailto:support@pminterviewmastery.in");
  await page.goto(WELCOME);
  await expect(page).toHaveURL(/\/login$/);
});

test("cancelling at Google shows the general error", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(alertBox(page)).toHaveText("Oops, something went wrong. Please try again later.");
});

test("a link carrying someone's tokens in the fragment signs no one in (PKCE only: no login CSRF)", async ({ page }) => {
  const { data, error } = await backendClient().auth.signInWithPassword({ email: DEMO.email, password: DEMO.password });
  if (error || !data.session) throw new Error(error?.message ?? "no session");
  const tokens = data.session;
  await page.goto(`/login#access_token=${tokens.access_token}&expires_in=3600&refresh_token=${tokens.refresh_token}&token_type=bearer&sb=`);
  await page.waitForLoadState("networkidle");
  await expect(page).toHaveURL(/\/login#/);
  expect((await page.context().cookies()).filter((cookie) => cookie.name.startsWith("sb-"))).toEqual([]);
  await page.goto(WELCOME);
  await expect(page).toHaveURL(/\/login$/);
});

test("a return to the callback with neither a code nor an error is a failed sign-in", async ({ page }) => {
  await page.goto("/auth/callback");
  await expect(page).toHaveURL(/\/login\?error=noSessionAfterGoogle$/);
  await expect(alertBox(page)).toHaveText("Failed to retrieve user session after Google login.");
});

test("a callback error about disabled sign-ups shows the activation message", async ({ page }) => {
  await page.goto("/auth/callback?error=access_denied&error_description=Signups+not+allowed+for+this+instance");
  await expect(alertBox(page)).toHaveText(/wait another 24 hours/);
});

test("a member whose Google email has capital letters can leave feedback, stored under the lower-cased email", async ({ page }) => {
  const email = await purchasedEmail();
  const [local, domain] = email.split("@");
  await signInWithGoogle(page, `${local!.toUpperCase()}@${domain!.toUpperCase()}`, "Capital Letters");
  await expect(page).toHaveURL(new RegExp(`${WELCOME}$`));
  const text = `Mixed-case member ${Date.now()}`;
  const block = page.getByRole("region", { name: "Was this helpful?" });
  // A click before the block has hydrated does nothing; click until the rating takes.
  await expect(async () => {
    await block.getByRole("button", { name: "Yes, thumbs up" }).click();
    await expect(block.getByRole("textbox", { name: "Tell us more (optional)" })).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await block.getByRole("textbox", { name: "Tell us more (optional)" }).fill(text);
  await block.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Thanks for your feedback!")).toBeVisible();
  const { data } = await backendAdmin().from("feedback").select("user_email").eq("feedback_text", text);
  expect(data).toEqual([{ user_email: email }]);
});
