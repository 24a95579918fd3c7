import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { SIGN_IN_FAILURES_PER_MINUTE, backendSettings } from "../../playwright.config";
import { startBackendProcess, stopBackendProcess } from "./backend-process";
import { DEMO, WELCOME, alertBox, backendAdmin, backendClient, confirmSignupInBrowser, confirmedMember, fillSignup, logInWithEmail, purchasedEmail, signIn } from "./support";

const TOO_MANY = "Too many attempts. Please wait a minute and try again.";
const ACTIVATION =
  "Looks like your account has not been created yet. If you have just purchased membership access, please wait another 24 hours for your account to activate.";
const SIGNUP = { password: "a-good-password", phone: "98123 45678", linkedin: "https://www.linkedin.com/in/abuse-check" };

/** Every dialog the page opens (alert, confirm, prompt): none should, whatever was typed into the site. */
function collectDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

test.describe("rate limits", () => {
  test("one visitor's failed logins cannot lock the members out: the visitor is stopped, a member elsewhere signs in", async ({ browser }) => {
    test.setTimeout(180_000);
    // The attacker's browser, behind the operator's proxy, which reports its address.
    const attacker = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.9" } });
    // The limit counts a minute from the first failure: the guesses go from several tabs at once, as an attacker's
    // would, so they all land within it however busy the machine is.
    const tabs = await Promise.all(Array.from({ length: 8 }, () => attacker.newPage()));
    await Promise.all(
      tabs.map(async (tab, first) => {
        for (let attempt = first + 1; attempt <= SIGN_IN_FAILURES_PER_MINUTE; attempt += tabs.length) {
          await logInWithEmail(tab, `random-${attempt}-${randomUUID().slice(0, 6)}@example.com`, "guess");
          await expect(alertBox(tab), `attempt ${attempt}`).toHaveText("Invalid login credentials");
        }
      }),
    );
    const page = tabs[0]!;
    await logInWithEmail(page, DEMO.email, DEMO.password);
    await expect(alertBox(page), "the attacker is stopped, even with a right password").toHaveText(TOO_MANY);
    await attacker.close();

    const member = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.7" } });
    const memberPage = await member.newPage();
    await logInWithEmail(memberPage, DEMO.email, DEMO.password);
    await expect(memberPage).toHaveURL(new RegExp(`${WELCOME}$`));
    await member.close();
  });

  test("failed logins for one email get the backend's 429 after ten, and the form says so; other accounts are unaffected", async ({ page }) => {
    // A fresh account of its own, so the demo member is never locked out for the other specs.
    const email = await purchasedEmail();
    const password = "the-right-password";
    await confirmedMember(email, password, { name: "Rate Limited" });

    for (let attempt = 1; attempt <= 10; attempt++) {
      await logInWithEmail(page, email, `wrong-password-${attempt}`);
      await expect(alertBox(page), `attempt ${attempt}`).toHaveText("Invalid login credentials");
    }
    await logInWithEmail(page, email, "wrong-password-11");
    await expect(alertBox(page)).toHaveText(TOO_MANY);
    await logInWithEmail(page, email, password);
    await expect(alertBox(page), "the right password waits too").toHaveText(TOO_MANY);
    await expect(page).toHaveURL(/\/email-login$/);

    const direct = await backendClient().auth.signInWithPassword({ email, password });
    expect(direct.error?.status).toBe(429);
    await signIn(page);
  });

  test("sign-ups from one address get the backend's 429 past its per-address limit, and the form says so", async ({ page }) => {
    // Two backend restarts and six bcrypt-bound sign-ups: more than the default 30 s on a busy two-core machine.
    test.setTimeout(90_000);
    // The suite's backend allows 1000 attempts a minute per address; this test restarts it with 5, then as it was
    // (which also forgets the count, so no other test is slowed).
    await stopBackendProcess(backendSettings);
    await startBackendProcess({ ...backendSettings, env: { LOCAL_SUPABASE_RATE_LIMIT_PER_ADDRESS: "5" } });
    try {
      for (let attempt = 1; attempt <= 5; attempt++) {
        await fillSignup(page, { ...SIGNUP, name: "Not Bought", email: `not-bought-${randomUUID().slice(0, 8)}@example.com` });
        await expect(alertBox(page), `attempt ${attempt}`).toHaveText(ACTIVATION);
      }
      await fillSignup(page, { ...SIGNUP, name: "Bought", email: await purchasedEmail() });
      await expect(alertBox(page)).toHaveText(TOO_MANY);
      await expect(page).toHaveURL(/\/signup-user$/);
    } finally {
      await stopBackendProcess(backendSettings);
      await startBackendProcess(backendSettings);
    }
  });
});

test.describe("hostile input is kept and shown as text", () => {
  test("a name with markup is shown as text on the profile and in the avatar menu, and nothing in it runs", async ({ page, context }) => {
    const dialogs = collectDialogs(page);
    const name = "<script>alert(1)</script><img src=x onerror=alert(1)>";
    const email = await purchasedEmail();
    await fillSignup(page, { ...SIGNUP, name, email });
    await confirmSignupInBrowser(page, email);
    await expect(page).toHaveURL(new RegExp(`${WELCOME}$`));
    await expect(page.getByRole("button", { name: /Account menu/ })).toHaveAccessibleName(`Account menu for ${name}`);

    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hello, ${name}`);
    expect(await page.evaluate(() => document.querySelectorAll('img[src="x"]').length)).toBe(0);
    expect(await page.evaluate(() => [...document.scripts].filter((script) => script.textContent?.trim() === "alert(1)").length)).toBe(0);
    const html = await (await context.request.get("/profile")).text();
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toContain("<img src=x");
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
  });

  test("feedback text with HTML is stored exactly as typed, and nothing in it runs", async ({ page }) => {
    const dialogs = collectDialogs(page);
    const text = `<b>bold</b><script>alert(2)</script><img src=x onerror=alert(3)> & "quotes" ${randomUUID()}`;
    await signIn(page);
    await page.getByRole("button", { name: "Yes, thumbs up" }).click();
    await page.getByRole("textbox", { name: "Tell us more (optional)" }).fill(text);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Thanks for your feedback!")).toBeVisible();
    const { data, error } = await backendAdmin().from("feedback").select("feedback_text").eq("feedback_text", text);
    expect(error).toBeNull();
    expect(data).toEqual([{ feedback_text: text }]);
    expect(dialogs).toEqual([]);
  });
});
