import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { PUBLISHABLE_KEY } from "../../local-supabase/config";
import { initials } from "../../lib/auth/initials";
import { SIGN_IN_FAILURES_PER_MINUTE, backendSettings, e2eUrls, ALONE } from "../../playwright.config";
import { startAppProcess } from "./app-process";
import { startBackendProcess, stopBackendProcess } from "./backend-process";
import { DEMO, WELCOME, alertBox, backendAdmin, confirmSignupInBrowser, confirmedMember, fillSignup, logInWithEmail, purchasedEmail, signIn, signInThroughForm, test } from "./support";

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

test.describe("rate limits", { tag: ALONE }, () => {
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

  test("ten failed logins for one email stop that visitor for that email, never the member at their own address", async ({ browser, page }) => {
    // Fourteen sign-ins, each bound by bcrypt: more than the default 30 s on a busy two-core machine.
    test.setTimeout(90_000);
    // A fresh account of its own, so the demo member is never locked out for the other specs.
    const email = await purchasedEmail();
    const password = "the-right-password";
    await confirmedMember(email, password, { name: "Rate Limited" });

    const attacker = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.60" } });
    const attackerPage = await attacker.newPage();
    for (let attempt = 1; attempt <= 10; attempt++) {
      await logInWithEmail(attackerPage, email, `wrong-password-${attempt}`);
      await expect(alertBox(attackerPage), `attempt ${attempt}`).toHaveText("Invalid login credentials");
    }
    await logInWithEmail(attackerPage, email, "wrong-password-11");
    await expect(alertBox(attackerPage)).toHaveText(TOO_MANY);
    await logInWithEmail(attackerPage, email, password);
    await expect(alertBox(attackerPage), "the right password waits too, from that visitor").toHaveText(TOO_MANY);
    await expect(attackerPage).toHaveURL(/\/email-login$/);
    // The backend holds that email back for that address too, with the right password.
    const direct = await fetch(`${e2eUrls.backend}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: PUBLISHABLE_KEY, "Content-Type": "application/json", "Sb-Forwarded-For": "203.0.113.60" },
      body: JSON.stringify({ email, password }),
    });
    expect(direct.status).toBe(429);
    await attacker.close();

    const member = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.60" } });
    const memberPage = await member.newPage();
    await logInWithEmail(memberPage, email, password);
    await expect(memberPage, "the member signs in from their own address").toHaveURL(new RegExp(`${WELCOME}$`));
    await member.close();
    await signInThroughForm(page);
  });

  test("with no proxy in front (the default set-up), the app counts the address its socket sees: a forged X-Forwarded-For gets a visitor nothing", async ({ browser }) => {
    test.setTimeout(120_000);
    // A small limit, so the attempts fit in one minute's window on a busy machine.
    const perMinute = 5;
    const app = await startAppProcess({ SIGN_IN_FAILURES_PER_MINUTE: String(perMinute) });
    try {
      // The attacker reaches the server over IPv4 and writes a new X-Forwarded-For on every request.
      const attacker = await browser.newContext({ baseURL: `http://127.0.0.1:${app.port}` });
      let forged = 0;
      await attacker.route("**/*", (route) => route.continue({ headers: { ...route.request().headers(), "x-forwarded-for": `203.0.113.${++forged % 250}` } }));
      const page = await attacker.newPage();
      for (let attempt = 1; attempt <= perMinute; attempt++) {
        await logInWithEmail(page, `random-${attempt}-${randomUUID().slice(0, 6)}@example.com`, "guess");
        await expect(alertBox(page), `attempt ${attempt}`).toHaveText("Invalid login credentials");
      }
      await logInWithEmail(page, DEMO.email, DEMO.password);
      await expect(alertBox(page), "the attacker is stopped, whatever X-Forwarded-For it sends").toHaveText(TOO_MANY);
      await attacker.close();

      // The member reaches the same server from another address (IPv6 loopback) and signs in.
      const member = await browser.newContext({ baseURL: `http://[::1]:${app.port}` });
      const memberPage = await member.newPage();
      await logInWithEmail(memberPage, DEMO.email, DEMO.password);
      await expect(memberPage).toHaveURL(new RegExp(`${WELCOME}$`));
      await member.close();
    } finally {
      await app.stop();
    }
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
  test("a form or Server Action over 1 MB gets 413 and a plain sentence, not an error page", async ({ request }) => {
    // The login page's Google button is a Server Action form; its id is in the page, as a script would find it.
    const actionId = /name="\$ACTION_ID_([0-9a-f]+)"/.exec(await (await request.get("/login")).text())?.[1];
    expect(actionId).toBeTruthy();
    const padding = "x".repeat(1_100_000);
    const sent = [
      await request.post("/login", { multipart: { [`$ACTION_ID_${actionId}`]: "", padding } }),
      await request.post("/login", { headers: { "Next-Action": actionId!, "Content-Type": "text/plain;charset=UTF-8" }, data: JSON.stringify([padding]) }),
    ];
    for (const response of sent) {
      expect(response.status()).toBe(413);
      expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
      expect(await response.text()).toBe("That was too much to send at once (over 1 MB). Shorten what you wrote, then try again.");
    }
  });

  test("a name with markup is shown as text on the profile and in the avatar menu, and nothing in it runs", async ({ page, context }) => {
    const dialogs = collectDialogs(page);
    const name = "<script>alert(1)</script><img src=x onerror=alert(1)>";
    const email = await purchasedEmail();
    await fillSignup(page, { ...SIGNUP, name, email });
    await confirmSignupInBrowser(page, email, SIGNUP.password);
    await expect(page).toHaveURL(new RegExp(`${WELCOME}$`));
    await expect(page.getByRole("button", { name: /Account menu/ })).toHaveAccessibleName(`${initials(name, email)}: Account menu for ${name}`);

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
