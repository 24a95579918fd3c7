import { expect } from "@playwright/test";
import { test } from "./support";
import {
  CHECK_EMAIL,
  DEMO,
  WELCOME,
  alertBox,
  backendAdmin,
  backendClient,
  confirmedMember,
  expectNoAxeViolations,
  expectNoAxeViolationsInBothThemes,
  fillSignup,
  linkFromOutbox,
  logInWithEmail,
  purchasedEmail,
  signInWithGoogle,
} from "./support";

const ACTIVATION =
  "Looks like your account has not been created yet. If you have just purchased membership access, please wait another 24 hours for your account to activate.";

test.describe("email login", () => {
  test("shows the screen as docs/decisions.md describes it, with no accessibility violations", async ({ page }) => {
    await page.goto("/email-login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login to PM Interview Mastery");
    await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
    await expect(page.getByText("Or continue with")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup-user");
    await expect(page.getByRole("link", { name: "Get Community Access" })).toHaveAttribute("href", /^https:\/\//);
    await expectNoAxeViolations(page);
  });

  test("signs the demo member in and lands on the welcome lesson", async ({ page }) => {
    await logInWithEmail(page);
    await expect(page).toHaveURL(new RegExp(`${WELCOME}$`));
    await expect(page.getByRole("button", { name: /Account menu/ })).toHaveText("AV");
  });

  test("refuses a wrong password with the server's message and keeps the email", async ({ page }) => {
    await logInWithEmail(page, DEMO.email, "not-the-password");
    await expect(alertBox(page)).toHaveText("Invalid login credentials");
    await expect(page.getByLabel("Email")).toHaveValue(DEMO.email);
    await expect(page).toHaveURL(/\/email-login$/);
    await expectNoAxeViolations(page);
  });

  test("asks for both fields when they are empty, linking each error to its field", async ({ page }) => {
    await page.goto("/email-login");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Email is required.");
    await expect(page.getByLabel("Password")).toHaveAccessibleDescription("Password is required.");
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  });

  test("logs out from the avatar menu, lands on /login and leaves nothing of the member in the browser", async ({ page }) => {
    const email = await purchasedEmail();
    await confirmedMember(email, "logout-pass-2026", { name: "Lata Logout" });
    await logInWithEmail(page, email, "logout-pass-2026");
    await expect(page).toHaveURL(new RegExp(`${WELCOME}$`));
    // A typed practice answer is kept in the browser at every keystroke (features/practice/answer-draft.ts).
    await page.goto("/practice/a-launch-that-failed");
    await page.getByRole("textbox", { name: "Your answer" }).fill("A draft typed on a shared computer.");
    const memberKeys = () => page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) => key.startsWith("pim-")));
    await expect.poll(memberKeys).toEqual([expect.stringMatching(/^pim-practice:/)]);
    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(memberKeys).toEqual([]);
    await expect(page.getByRole("button", { name: /Account menu/ })).toHaveCount(0);
    await page.goto(WELCOME);
    await expect(page).toHaveURL(/\/login$/);
  });
});

const valid = { name: "Rohan Mehta", password: "a-good-password", phone: "98123 45678", linkedin: "https://www.linkedin.com/in/rohan-mehta" };

test.describe("sign-up", () => {
  test("shows every field as required, India first in the phone picker, with no accessibility violations", async ({ page }) => {
    await page.goto("/signup-user");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign up for PM Interview Mastery");
    for (const label of ["Full name", "Email", "Password", "Phone number", "LinkedIn profile link"]) {
      await expect(page.locator("label", { hasText: label })).toContainText("*");
    }
    await expect(page.getByRole("combobox", { name: /country/i })).toHaveValue("IN");
    await expect(page.getByRole("link", { name: "Log in here" })).toHaveAttribute("href", "/login");
    await expectNoAxeViolations(page);
  });

  test("creates the account of a purchased email, asks to confirm it, and the emailed link asks for the password again, then lands on the welcome lesson with its initials", async ({ page }) => {
    const email = await purchasedEmail();
    await fillSignup(page, { ...valid, email });
    await expect(page.getByText(CHECK_EMAIL)).toBeVisible();
    await expect(page).toHaveURL(/\/signup-user$/);
    await page.goto(await linkFromOutbox(email, "signup"));
    // The proof of the email clears the password set before it (docs/security.md); the details typed are kept.
    await expect(page).toHaveURL(/\/choose-password$/);
    await expect(page.getByLabel("Full name")).toHaveValue(valid.name);
    await page.getByLabel(/^Password(?! again)/).fill(valid.password);
    await page.getByLabel("Password again").fill(valid.password);
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page).toHaveURL(new RegExp(`${WELCOME}$`));
    await expect(page.getByRole("button", { name: /Account menu/ })).toHaveText("RM");
    const { data } = await backendAdmin().from("user_profiles").select("name, phone_number, linkedin_profile").eq("name", "Rohan Mehta");
    expect(data).toContainEqual({ name: "Rohan Mehta", phone_number: "+919812345678", linkedin_profile: valid.linkedin });
  });

  test(`signed up on a laptop, confirmed on a phone in one go: the address and "Resend" on the laptop, the details filled in on the phone, the old password gone (light and dark themes)`, async ({ browser }) => {
    const email = await purchasedEmail();
    const laptop = await (await browser.newContext()).newPage();
    await fillSignup(laptop, { ...valid, email });
    const sent = laptop.getByRole("status");
    await expect(sent).toContainText(CHECK_EMAIL);
    await expect(sent).toContainText(`Sent to ${email}`);
    // Not a second sign-up form: no field to fill, no "Sign up" button.
    await expect(laptop.getByRole("textbox")).toHaveCount(0);
    await expect(laptop.getByRole("button", { name: "Sign up" })).toHaveCount(0);
    await laptop.getByRole("button", { name: "Resend" }).click();
    // The auth server sends one email a minute to an address; its answer is shown as it words it.
    await expect(alertBox(laptop)).toHaveText(/^For security purposes, you can only request this after \d+ seconds\.$/);
    await expectNoAxeViolationsInBothThemes(laptop);

    // The phone has none of the laptop's cookies.
    const phone = await (await browser.newContext({ viewport: { width: 360, height: 800 } })).newPage();
    await phone.goto(await linkFromOutbox(email, "signup"));
    await expect(phone).toHaveURL(/\/choose-password$/);
    await expect(phone.getByRole("heading", { level: 1 })).toHaveText("Choose your password");
    await expect(phone.getByRole("main")).toContainText(`Your email, ${email}, is confirmed.`);
    await expect(alertBox(phone)).toHaveCount(0);
    await expect(phone.getByLabel("Full name")).toHaveValue(valid.name);
    await expect(phone.getByRole("textbox", { name: "Phone number" })).toHaveValue(/98123\s?45678/);
    await expect(phone.getByLabel("LinkedIn profile link")).toHaveValue(valid.linkedin);
    await expectNoAxeViolationsInBothThemes(phone);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await phone.getByLabel(/^Password(?! again)/).fill("chosen-on-the-phone");
    await phone.getByLabel("Password again").fill("chosen-on-the-phone");
    await phone.getByRole("button", { name: "Save and continue" }).click();
    await expect(phone).toHaveURL(new RegExp(`${WELCOME}$`));
    await expect(phone.getByRole("button", { name: /Account menu/ })).toHaveText("RM");

    // Proving the address cleared the password typed at sign-up (docs/security.md): only the chosen one works.
    await logInWithEmail(laptop, email, valid.password);
    await expect(alertBox(laptop)).toHaveText("Invalid login credentials");
    await logInWithEmail(laptop, email, "chosen-on-the-phone");
    await expect(laptop).toHaveURL(new RegExp(`${WELCOME}$`));
    await laptop.context().close();
    await phone.context().close();
  });

  test("the confirmation link's landing page signs no one in with the tokens of an account that is not waiting for its owner", async ({ page }) => {
    const { data } = await backendClient().auth.signInWithPassword({ email: DEMO.email, password: DEMO.password });
    const tokens = new URLSearchParams({ access_token: data.session?.access_token ?? "", refresh_token: data.session?.refresh_token ?? "", type: "signup" });
    await page.goto(`/auth/callback/confirm#${tokens}`);
    await expect(page).toHaveURL(/\/login$/);
    await page.goto(WELCOME);
    await expect(page).toHaveURL(/\/login$/);
  });

  test("an attacker who signs up with a buyer's email first gets nothing, and the buyer's Google sign-in holds none of the attacker's data", async ({ browser }) => {
    const email = await purchasedEmail();
    const attacker = await browser.newPage();
    await fillSignup(attacker, { ...valid, name: "Mallory Attacker", email, phone: "91234 56780", linkedin: "https://www.linkedin.com/in/mallory-attacker" });
    await expect(attacker.getByText(CHECK_EMAIL)).toBeVisible();
    // The attacker cannot open the link (it went to the buyer) and their password gets nothing.
    await logInWithEmail(attacker, email, valid.password);
    await expect(alertBox(attacker)).toHaveText("Email not confirmed");
    await expect(attacker).toHaveURL(/\/email-login$/);

    const buyer = await browser.newPage();
    await signInWithGoogle(buyer, email, "Bharat Buyer");
    await expect(buyer).toHaveURL(new RegExp(`${WELCOME}$`));
    await expect(buyer.getByRole("button", { name: /Account menu/ })).toHaveText("BB");
    await buyer.goto("/profile");
    await expect(buyer.getByRole("heading", { level: 1 })).toHaveText("Hello, Bharat Buyer");
    const profile = await buyer.locator("main").innerText();
    expect(profile).not.toContain("Mallory");
    expect(profile).not.toContain("91234");
    expect(profile).not.toContain("mallory-attacker");

    await logInWithEmail(attacker, email, valid.password);
    await expect(alertBox(attacker)).toHaveText("Invalid login credentials");
    await expect(attacker).toHaveURL(/\/email-login$/);
    await attacker.close();
    await buyer.close();
  });

  test("tells someone who has not bought access to wait for activation", async ({ page }) => {
    await fillSignup(page, { ...valid, email: "never-bought@example.com" });
    await expect(alertBox(page)).toHaveText(ACTIVATION);
    await expect(page.getByText("Need help? Write to support@pminterviewmastery.in.")).toBeVisible();
    await expect(page).toHaveURL(/\/signup-user$/);
    await expectNoAxeViolations(page);
  });

  const badLinks = [
    "http://www.linkedin.com/in/rohan",
    "https://linkedin.com",
    "https://www.linkedin.com/",
    "https://linkedin.com.evil.com/in/rohan",
    "https://evil.com/linkedin.com/in/rohan",
    "javascript:alert(1)",
    "www.linkedin.com/in/rohan",
    "https://notlinkedin.com/in/rohan",
  ];
  for (const link of badLinks) {
    test(`refuses the LinkedIn link ${link}`, async ({ page }) => {
      await fillSignup(page, { ...valid, email: "someone@example.com", linkedin: link });
      await expect(page.getByLabel("LinkedIn profile link")).toHaveAccessibleDescription("LinkedIn profile link is not valid, please correct it.");
      await expect(page).toHaveURL(/\/signup-user$/);
    });
  }

  test("names every missing field and keeps what was typed", async ({ page }) => {
    await fillSignup(page, { email: "someone@example.com" });
    await expect(page.getByLabel("Full name")).toHaveAccessibleDescription("Full name is required.");
    await expect(page.getByLabel("Password")).toHaveAccessibleDescription("Password is required.");
    await expect(page.getByRole("textbox", { name: "Phone number" })).toHaveAccessibleDescription("Phone number is required.");
    await expect(page.getByLabel("LinkedIn profile link")).toHaveAccessibleDescription("LinkedIn profile link is required.");
    await expect(page.getByLabel("Email")).toHaveValue("someone@example.com");
    await expectNoAxeViolations(page);
  });

  test("refuses a phone number that cannot exist", async ({ page }) => {
    await fillSignup(page, { ...valid, email: "someone@example.com", phone: "12345" });
    await expect(page.getByRole("textbox", { name: "Phone number" })).toHaveAccessibleDescription("Enter a valid phone number, including the country code.");
  });
});
