import { expect, type Page } from "@playwright/test";
import { WELCOME, signInThroughForm, test } from "./support";

// @vercel/analytics queues its calls in window.vaq until Vercel's script takes them over; that script only exists
// on a Vercel deployment, so here the queue holds everything the site recorded.
type Queued = [string, Record<string, unknown>];
const recorded = (page: Page) => page.evaluate(() => ((window as unknown as { vaq?: Queued[] }).vaq ?? []) as Queued[]);
const loginEvents = async (page: Page) =>
  (await recorded(page)).filter(([kind, data]) => kind === "event" && data.name === "Login");

test("a sign-in records one Login event (category User), and each route change a page view", async ({ page }) => {
  await signInThroughForm(page);
  await expect.poll(() => loginEvents(page)).toEqual([["event", { name: "Login", data: { category: "User" } }]]);
  await expect.poll(async () => (await recorded(page)).some(([kind, data]) => kind === "pageview" && data.path === WELCOME)).toBe(true);

  await page.getByRole("navigation", { name: "Lesson" }).getByRole("link", { name: /^Next/ }).click();
  await expect(page).not.toHaveURL(new RegExp(`${WELCOME}$`));
  const next = new URL(page.url()).pathname;
  await expect
    .poll(async () => (await recorded(page)).filter(([kind]) => kind === "pageview").map(([, data]) => data.path))
    .toEqual(["/email-login", WELCOME, next]);
  await expect.poll(() => loginEvents(page)).toHaveLength(1);

  await page.reload();
  await expect.poll(async () => (await recorded(page)).some(([kind]) => kind === "pageview")).toBe(true);
  expect(await loginEvents(page)).toEqual([]);
});
