import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "./support";
import { backendSettings, e2eUrls, ALONE } from "../../playwright.config";
import { startBackendProcess, stopBackendProcess } from "./backend-process";
import {
  CHECK_EMAIL,
  WELCOME,
  alertBox,
  backendAdmin,
  expectNoAxeViolations,
  fillSignup,
  linkFromOutbox,
  logInWithEmail,
  purchasedEmail,
} from "./support";

const ATTACKER = { name: "Mallory Attacker", password: "attacker-password", phone: "91234 56780", linkedin: "https://www.linkedin.com/in/mallory-attacker" };
const BUYER = { name: "Bharat Buyer", password: "buyer-password", phone: "98123 45678", linkedin: "https://www.linkedin.com/in/bharat-buyer" };
const CHOSEN = "buyer-chosen-password";

/** A browser of its own (cookies, PKCE verifier), as a second person's would be. */
const person = async (browser: Browser) => (await browser.newContext()).newPage();

async function expectNothingOfTheAttacker(page: Page) {
  const text = await page.locator("body").innerText();
  for (const trace of ["Mallory", "91234", "mallory-attacker"]) expect(text).not.toContain(trace);
}

/** "Choose your password": checks the details shown, fills what `details` gives, saves, and lands on the course. */
async function choosePassword(page: Page, details: { name: string; phone?: string; linkedin: string }, prefilled: boolean) {
  await expect(page).toHaveURL(/\/choose-password$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your password");
  await expectNothingOfTheAttacker(page);
  await expectNoAxeViolations(page);
  if (prefilled) {
    await expect(page.getByLabel("Full name")).toHaveValue(details.name);
    await expect(page.getByLabel("LinkedIn profile link")).toHaveValue(details.linkedin);
    await expect(page.getByRole("textbox", { name: "Phone number" })).toHaveValue(/98123\s?45678/);
  } else {
    await page.getByLabel("Full name").fill(details.name);
    await page.getByRole("textbox", { name: "Phone number" }).fill(details.phone ?? "");
    await page.getByLabel("LinkedIn profile link").fill(details.linkedin);
  }
  await page.getByLabel(/^Password(?! again)/).fill(CHOSEN);
  await page.getByLabel("Password again").fill("not-the-same");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByLabel("Password again")).toHaveAccessibleDescription("The two passwords do not match.");
  await page.getByLabel(/^Password(?! again)/).fill(CHOSEN);
  await page.getByLabel("Password again").fill(CHOSEN);
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(new RegExp(`${WELCOME}$`));
  await expect(page.getByRole("button", { name: /Account menu/ })).toHaveText("BB");
}

/** The end of every path: the buyer's profile and password, and the attacker's password refused. */
async function expectBuyerOwnsTheAccount(browser: Browser, buyer: Page, attacker: Page, email: string) {
  await buyer.goto("/profile");
  await expect(buyer.getByRole("heading", { level: 1 })).toHaveText(`Hello, ${BUYER.name}`);
  await expect(buyer.locator("main")).toContainText("bharat-buyer");
  await expectNothingOfTheAttacker(buyer);
  await logInWithEmail(attacker, email, ATTACKER.password);
  await expect(alertBox(attacker)).toHaveText("Invalid login credentials");
  const later = await person(browser);
  await logInWithEmail(later, email, CHOSEN);
  await expect(later).toHaveURL(new RegExp(`${WELCOME}$`));
}

/**
 * Pre-account takeover (docs/security.md, 'Findings of the second outside review'): an attacker signs up first with a
 * buyer's email. Whoever proves the address owns the account: nothing of the attacker's survives the proof, and the
 * buyer is signed in with a password they chose and the details they typed.
 */
/** The attacker signs up first; the buyer signs up after, confirms from their inbox and chooses a password. */
async function buyerConfirmsAfterAttacker(browser: Browser, email: string): Promise<Page> {
    const attacker = await person(browser);
    await fillSignup(attacker, { ...ATTACKER, email });
    await expect(attacker.getByText(CHECK_EMAIL)).toBeVisible();
    const buyer = await person(browser);
    await fillSignup(buyer, { ...BUYER, email });
    await expect(buyer.getByText(CHECK_EMAIL)).toBeVisible();
    await buyer.goto(await linkFromOutbox(email, "signup"));
    await choosePassword(buyer, BUYER, true);
    await expectBuyerOwnsTheAccount(browser, buyer, attacker, email);
  return buyer;
}

test.describe("whoever proves the email owns the account", { tag: ALONE }, () => {
  // Two or three browsers and two emailed links each: longer than the suite's default.
  test.describe.configure({ timeout: 90_000 });
  // As if more than a minute had passed between the two sign-ups (the auth server's interval between emails).
  test.beforeAll(async () => {
    await stopBackendProcess(backendSettings);
    await startBackendProcess({ ...backendSettings, env: { LOCAL_SUPABASE_EMAIL_MAX_FREQUENCY_SECONDS: "0" } });
  });
  test.afterAll(async () => {
    await stopBackendProcess(backendSettings);
    await startBackendProcess(backendSettings);
  });

  test("TK-A: the buyer signs up after the attacker and confirms: their password and details, none of the attacker's", async ({ browser }) => {
    const email = await purchasedEmail();
    await buyerConfirmsAfterAttacker(browser, email);
  });

  test("TK-ADMIN: an email made admin before it had an account gives the attacker nothing and the proven owner the admin pages", async ({ browser }) => {
    const email = await purchasedEmail();
    expect((await backendAdmin().from("admins").insert({ email })).error).toBeNull();
    const buyer = await buyerConfirmsAfterAttacker(browser, email);
    await buyer.goto("/admin/members");
    await expect(buyer.getByRole("heading", { name: "Members", level: 1 })).toBeVisible();
  });

  test("TK-B: the buyer opens the link the attacker's sign-up sent: confirmed without the attacker's password, and the buyer chooses their own there", async ({ browser }) => {
    const email = await purchasedEmail();
    const attacker = await person(browser);
    await fillSignup(attacker, { ...ATTACKER, email });
    await expect(attacker.getByText(CHECK_EMAIL)).toBeVisible();

    // The link signs in whoever opens it, on any device: opening it is what proves the address, and the proof has
    // cleared the attacker's password. The fields hold the details of the sign-up that sent it, for the buyer to
    // correct; nothing is saved until the buyer saves their own.
    const buyer = await person(browser);
    await buyer.goto(await linkFromOutbox(email, "signup"));
    await logInWithEmail(attacker, email, ATTACKER.password);
    await expect(alertBox(attacker)).toHaveText("Invalid login credentials");
    await choosePassword(buyer, BUYER, false);
    await expectBuyerOwnsTheAccount(browser, buyer, attacker, email);
  });
});

test.describe("auth emails link to the configured site only (RECOV-LOOPBACK)", () => {
  // The app reached through another address than its configured one: the browser's Origin and Host say 127.0.0.1.
  const elsewhere = e2eUrls.app.replace("localhost", "127.0.0.1");
  const destination = async (email: string, type: "signup" | "recovery") =>
    new URL(await linkFromOutbox(email, type)).searchParams.get("redirect_to") ?? "";

  test("confirmation and recovery emails asked for through another address return to the configured site", async ({ page }) => {
    const email = await purchasedEmail();
    await page.goto(`${elsewhere}/signup-user`);
    await page.getByLabel("Full name").fill(BUYER.name);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(BUYER.password);
    await page.getByRole("textbox", { name: "Phone number" }).fill(BUYER.phone);
    await page.getByLabel("LinkedIn profile link").fill(BUYER.linkedin);
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByText(CHECK_EMAIL)).toBeVisible();
    const landing = new URL(await destination(email, "signup"));
    expect(landing.origin + landing.pathname).toBe(`${e2eUrls.app}/auth/callback/confirm`);

    await page.goto(`${elsewhere}/forgot-password`);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status")).toBeVisible();
    expect(await destination(email, "recovery")).toBe(`${e2eUrls.app}/auth/callback?next=%2Freset-password`);
  });
});
