import { expect } from "@playwright/test";
import { WELCOME, signIn, test } from "./support";

// The route table (docs/decisions.md, 'Routes'): [path asked for, where a visitor ends up]. Where `/dashboard` leads a
// member depends on their progress: progress.spec.ts.
const signedOut: Array<[string, string]> = [
  ["/", "/login"],
  ["/login", "/login"],
  ["/email-login", "/email-login"],
  ["/signup-user", "/signup-user"],
  ["/profile", "/login"],
  ["/dashboard", "/login"],
  [WELCOME, "/login"],
  ["/dashboard/analytical/metrics", "/login"],
  ["/dashboard/no/such-page", "/login"],
  ["/no-such-page", "/login"],
  ["/admin", "/login"],
  ["/admin/members", "/login"],
  ["/admin/feedback", "/login"],
  ["/admin/purchases", "/login"],
  ["/admin/mocks", "/login"],
  ["/mocks", "/login"],
  ["/practice/a-launch-that-failed/kit", "/login"],
];

const signedIn: Array<[string, string]> = [
  ["/", WELCOME],
  ["/login", WELCOME],
  ["/email-login", WELCOME],
  ["/signup-user", WELCOME],
  ["/profile", "/profile"],
  ["/dashboard/analytical/metrics", "/dashboard/analytical/metrics"],
  ["/dashboard/no/such-page", WELCOME],
  ["/dashboard/intro", WELCOME],
  ["/dashboard/intro/welcome/extra", WELCOME],
  ["/no-such-page", WELCOME],
  // The demo member is not an admin: the admin pages send them where unknown paths do.
  ["/admin", WELCOME],
  ["/admin/members", WELCOME],
  ["/admin/feedback", WELCOME],
  ["/admin/purchases", WELCOME],
  ["/admin/mocks", WELCOME],
  ["/admin/no-such-page", WELCOME],
  ["/mocks", "/mocks"],
  ["/practice/a-launch-that-failed/kit/candidate", "/practice/a-launch-that-failed/kit/candidate"],
];

test.describe("signed out", () => {
  for (const [from, to] of signedOut) {
    test(`${from} leads to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, "\\/")}$`));
    });
  }
});

test.describe("signed in", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });
  for (const [from, to] of signedIn) {
    test(`${from} leads to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, "\\/")}$`));
    });
  }
});
