import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { LOCAL_WEBHOOK_SECRET } from "../../local-supabase/config";
import { razorpaySignature } from "../../lib/payments/razorpay-signature";
import { samplePaymentCaptured } from "../../lib/payments/sample-event";
import { alertBox, backendAdmin, backendClient, confirmedMember, confirmSignupInBrowser, expectNoAxeViolations, fillSignup, purchasedEmail, signIn, WELCOME, test, waitForPageScripts } from "./support";

const PASSWORD = "admin-password-1";
const SIGNUP = { phone: "98123 45678", linkedin: "https://www.linkedin.com/in/kiran-buyer" };
const ACTIVATION =
  "Looks like your account has not been created yet. If you have just purchased membership access, please wait another 24 hours for your account to activate.";
const ADMIN_PAGES = ["/admin", "/admin/members", "/admin/feedback", "/admin/purchases", "/admin/mocks"];
const unique = () => randomUUID().slice(0, 8);

/** Sends the site a Razorpay event, signed with the site's webhook secret unless `signature` is given. */
async function pay(page: Page, email: string, { signature, amountPaise }: { signature?: string; amountPaise?: number } = {}) {
  const sample = samplePaymentCaptured(email, amountPaise);
  const response = await page.request.post("/api/webhooks/razorpay", {
    data: sample.body,
    headers: { "Content-Type": "application/json", "X-Razorpay-Signature": signature ?? razorpaySignature(sample.body, LOCAL_WEBHOOK_SECRET), "X-Razorpay-Event-Id": sample.eventId },
    maxRedirects: 0,
  });
  return { ...sample, status: response.status(), body: await response.json() };
}

/** A member of their own, made an admin as `npm run members -- admin grant` does, and signed in through the form. */
async function signInAsAdmin(page: Page): Promise<string> {
  const email = await purchasedEmail();
  await confirmedMember(email, PASSWORD, { name: "Meera Admin" });
  expect((await backendAdmin().from("admins").insert({ email })).error).toBeNull();
  await signIn(page, email, PASSWORD);
  return email;
}

/** The elements that stick out of a 360 px screen (outside any sideways-scrolling box), to say what does not fit. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>("*")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter((element) => !element.parentElement?.closest(".overflow-x-auto"))
      .filter((element) => !element.parentElement || element.parentElement.getBoundingClientRect().right <= window.innerWidth + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} "${(element.textContent ?? "").slice(0, 40)}"`),
  );
}

const onList = async (email: string) => (await backendAdmin().from("users").select("email").eq("email", email)).data?.length === 1;

// Admin screens are long and axe takes a while on them on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.describe("paying through Razorpay", () => {
  test("a buyer pays and can sign up straight away", async ({ page }) => {
    const email = `buyer-${unique()}@example.com`;
    const paid = await pay(page, email);
    expect([paid.status, paid.body]).toEqual([200, { ok: true, outcome: "member added" }]);

    await fillSignup(page, { name: "Kiran Buyer", email, password: PASSWORD, ...SIGNUP });
    await confirmSignupInBrowser(page, email, PASSWORD);
    await expect(page).toHaveURL(new RegExp(`${WELCOME}$`));
    await expect(page.getByRole("button", { name: "Account menu for Kiran Buyer" })).toBeVisible();
  });

  test("an event with a wrong signature adds nobody: the payer still cannot sign up", async ({ page }) => {
    const email = `forger-${unique()}@example.com`;
    const forged = await pay(page, email, { signature: razorpaySignature("something else", LOCAL_WEBHOOK_SECRET) });
    expect([forged.status, forged.body]).toEqual([400, { ok: false, error: "invalid signature" }]);
    expect(await onList(email)).toBe(false);
    await fillSignup(page, { name: "Not A Buyer", email, password: PASSWORD, ...SIGNUP });
    await expect(alertBox(page)).toHaveText(ACTIVATION);
  });

  test("a payment of another amount is not a course purchase: the payer still cannot sign up", async ({ page }) => {
    const email = `cheap-${unique()}@example.com`;
    const paid = await pay(page, email, { amountPaise: 100 });
    expect([paid.status, paid.body]).toEqual([200, { ok: true, outcome: "not a course purchase: paid 1.00 INR; the course costs 4999.00 INR" }]);
    expect(await onList(email)).toBe(false);
    await fillSignup(page, { name: "Not A Buyer", email, password: PASSWORD, ...SIGNUP });
    await expect(alertBox(page)).toHaveText(ACTIVATION);
  });
});

test.describe("the admin pages", () => {
  test("are refused to a member who is not an admin, and not offered to them", async ({ page }) => {
    await signIn(page);
    await page.getByRole("button", { name: /Account menu/ }).click();
    await expect(page.getByRole("menuitem", { name: "Profile" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Admin" })).toHaveCount(0);
    for (const path of ADMIN_PAGES) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${WELCOME}$`));
    }
    for (const path of ["/admin/members/export", "/admin/feedback/export"]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text()).not.toContain("demo@example.com");
    }
  });

  test("members: search, add, import a CSV (a bad file adds nothing), remove with confirmation, export", async ({ page }) => {
    const admin = await signInAsAdmin(page);
    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Admin" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole("link", { name: "Members" }).first().click();
    await expect(page.getByRole("heading", { name: "Members", level: 1 })).toBeVisible();

    const id = unique();
    await page.getByLabel("Emails to add").fill(`Asha.${id}@Example.com, not-an-email`);
    await page.getByRole("button", { name: "Add members" }).click();
    await expect(alertBox(page)).toHaveText("Nothing was added: fix the emails below.");
    await expect(page.getByText("not-an-email (not an email address)")).toBeVisible();
    expect(await onList(`asha.${id}@example.com`)).toBe(false);

    await page.getByLabel("Emails to add").fill(`Asha.${id}@Example.com\ndemo@example.com`);
    await page.getByRole("button", { name: "Add members" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Added" })).toHaveText(`Added 1 member: asha.${id}@example.com. Already members: demo@example.com.`);
    expect(await onList(`asha.${id}@example.com`)).toBe(true);

    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pim-import-"));
    const bad = path.join(folder, "bad.csv");
    fs.writeFileSync(bad, `email\nravi.${id}@example.com\nbroken\n`);
    await page.getByLabel(/CSV file/).setInputFiles(bad);
    await page.getByRole("button", { name: "Check file" }).click();
    await expect(alertBox(page)).toHaveText("Nothing was added: 1 bad row. Fix it and check the file again.");
    await expect(page.getByText("Line 3: broken (not an email address)")).toBeVisible();
    expect(await onList(`ravi.${id}@example.com`)).toBe(false);

    const good = path.join(folder, "good.csv");
    fs.writeFileSync(good, `Name,Email\nRavi,ravi.${id}@example.com\nSita,sita.${id}@example.com\n`);
    await page.getByLabel(/CSV file/).setInputFiles(good);
    await page.getByRole("button", { name: "Check file" }).click();
    await expect(page.getByText("2 emails read from good.csv. Add them?")).toBeVisible();
    expect(await onList(`ravi.${id}@example.com`)).toBe(false);
    await page.getByRole("button", { name: "Add 2 members" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Added 2" })).toHaveText(`Added 2 members: ravi.${id}@example.com, sita.${id}@example.com.`);
    expect(await onList(`sita.${id}@example.com`)).toBe(true);
    fs.rmSync(folder, { recursive: true, force: true });

    await page.getByLabel("Search emails").fill(`.${id}@`);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText(`3 members matching “.${id}@”`)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: `Remove sita.${id}@example.com` }).click();
    await expect(page.getByText(`Remove sita.${id}@example.com? They lose access within a minute.`)).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();
    expect(await onList(`sita.${id}@example.com`)).toBe(true);
    await page.getByRole("button", { name: `Remove sita.${id}@example.com` }).click();
    await page.getByRole("button", { name: "Yes, remove" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Removed" })).toHaveText(`Removed sita.${id}@example.com. They lose access within a minute.`);
    expect(await onList(`sita.${id}@example.com`)).toBe(false);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const csv = fs.readFileSync(await (await download).path(), "utf8");
    expect(csv.split("\n")[0]).toBe("email,added_by,created_at,has_account,is_admin");
    expect(csv).toMatch(new RegExp(`^${admin.replace(/\./g, "\\.")},operator,[^,]+,true,true$`, "m"));
    expect(csv).toContain(`ravi.${id}@example.com,operator,`);
    expect(csv).not.toContain(`sita.${id}@example.com`);
  });

  test("an admin whose right is withdrawn is refused at the next action, whatever the page still shows", async ({ page }) => {
    const admin = await signInAsAdmin(page);
    await page.goto("/admin/members");
    expect((await backendAdmin().from("admins").delete().eq("email", admin)).error).toBeNull();
    const email = `late.${unique()}@example.com`;
    await page.getByLabel("Emails to add").fill(email);
    await page.getByRole("button", { name: "Add members" }).click();
    await expect(alertBox(page)).toHaveText("Only admins can change the membership list.");
    expect(await onList(email)).toBe(false);
    await page.goto("/admin/members");
    await expect(page).toHaveURL(new RegExp(`${WELCOME}$`));
  });

  test("feedback: lessons least helpful first, comments newest first, CSV export", async ({ page }) => {
    // Ratings from a member of the test's own, through the Data API as the lesson page's form sends them.
    const rater = await purchasedEmail();
    const session = await confirmedMember(rater, PASSWORD, { name: "Rater" });
    const client = backendClient();
    await client.auth.setSession(session);
    const id = unique();
    const rate = async (page_url: string, rating: "up" | "down", feedback_text: string | null = null) =>
      expect((await client.from("feedback").insert({ page_url, rating, feedback_text })).error).toBeNull();
    // Down votes on a lesson nobody else in the suite rates, so it is the worst lesson whatever else ran before.
    await rate("/dashboard/technical/india-stack", "down", `Too abstract ${id}`);
    await rate("/dashboard/technical/india-stack", "down");
    await rate("/dashboard/technical/india-stack", "down", `Needs a diagram ${id}`);

    await signInAsAdmin(page);
    await page.goto("/admin/feedback");
    const firstRow = page.getByRole("table").getByRole("row").nth(1);
    await expect(firstRow.getByRole("rowheader")).toHaveText("India Stack and regulation for PMs");
    await expect(firstRow.getByRole("cell").first()).toHaveText("0%");
    const comments = page.getByRole("region", { name: "Comments, newest first" }).getByRole("listitem");
    await expect(page.getByText(`Needs a diagram ${id}`)).toBeVisible();
    expect((await comments.allTextContents()).findIndex((text) => text.includes(`Needs a diagram ${id}`))).toBeLessThan(
      (await comments.allTextContents()).findIndex((text) => text.includes(`Too abstract ${id}`)),
    );
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: /comments on India Stack/ }).click();
    await expect(page.getByRole("heading", { name: "Comments on India Stack and regulation for PMs" })).toBeVisible();

    const response = await page.request.get("/admin/feedback/export");
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const csv = await response.text();
    expect(csv.split("\n")[0]).toBe("lesson,title,helpful_percent,thumbs_up,thumbs_down,comments,last_rated_at");
    expect(csv).toMatch(/^\/dashboard\/technical\/india-stack,India Stack and regulation for PMs,0,0,\d+,\d+,/m);
  });

  test("purchases: the payment from the webhook, with its amount, and one that was not a course purchase, with why", async ({ page }) => {
    const email = `paid-${unique()}@example.com`;
    const paid = await pay(page, email);
    const cheapEmail = `cheap-${unique()}@example.com`;
    const cheap = await pay(page, cheapEmail, { amountPaise: 100 });
    await signInAsAdmin(page);
    await page.goto("/admin/purchases");
    const row = page.getByRole("listitem").filter({ hasText: email });
    await expect(row).toContainText(paid.paymentId);
    await expect(row).toContainText("₹4,999.00");
    await expect(row).toContainText("paid");
    const cheapRow = page.getByRole("listitem").filter({ hasText: cheapEmail });
    await expect(cheapRow).toContainText(cheap.paymentId);
    await expect(cheapRow).toContainText("₹1.00");
    await expect(cheapRow).toContainText("not a course purchase");
    await expect(cheapRow).toContainText("paid 1.00 INR; the course costs 4999.00 INR");
    await expect(page.getByText(`payment.captured: member added`).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("the admin pages on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("every admin screen fits, passes axe and works by keyboard", async ({ page }) => {
    await signInAsAdmin(page);
    for (const path of ADMIN_PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await overflowing(page), path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);
    }
    await page.goto("/admin/members");
    await page.getByLabel("Search emails").focus();
    await page.keyboard.type("demo@");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/members\?q=demo%40$/);
    // The search is a plain form: its answer is a new page, whose buttons work once its scripts have run.
    await waitForPageScripts(page);
    await page.getByRole("button", { name: "Remove demo@example.com" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Cancel" })).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Remove demo@example.com" })).toBeVisible();
    expect(await onList("demo@example.com")).toBe(true);
  });
});
