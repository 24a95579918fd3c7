import { expect, type Browser } from "@playwright/test";
import { e2eUrls } from "../../playwright.config";
import { expectNoAxeViolations, pageIsDark, signIn, test } from "./support";

/** The colour of one pixel of a PNG screenshot, read by drawing it in a page of its own (no image library needed). */
async function pixel(browser: Browser, png: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(
      async ({ data, x, y }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = document.createElement("canvas");
        [canvas.width, canvas.height] = [image.width, image.height];
        const context = canvas.getContext("2d")!;
        context.drawImage(image, 0, 0);
        const [r, g, b] = context.getImageData(x, y, 1, 1).data;
        return [r!, g!, b!] as [number, number, number];
      },
      { data: png.toString("base64"), x, y },
    );
  } finally {
    await page.close();
  }
}

const isDark = ([r, g, b]: [number, number, number]) => r + g + b < 150;

/** The login page as first painted: scripts off, so only the server's HTML and the stylesheet decide its colours. */
async function firstPaint(browser: Browser, colorScheme: "light" | "dark", cookie?: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, colorScheme, viewport: { width: 360, height: 740 } });
  if (cookie) await context.addCookies([{ name: "theme", value: cookie, url: e2eUrls.app }]);
  const page = await context.newPage();
  await page.goto("/login");
  const shot = await page.screenshot();
  await context.close();
  // Below the header, beside the sign-in card: the page's own background.
  return pixel(browser, shot, 4, 700);
}

test.describe("the first paint is already in the right theme", () => {
  test("it follows the device's setting without a choice", async ({ browser }) => {
    expect(isDark(await firstPaint(browser, "dark"))).toBe(true);
    expect(isDark(await firstPaint(browser, "light"))).toBe(false);
  });

  test("a chosen theme wins over the device's setting", async ({ browser }) => {
    expect(isDark(await firstPaint(browser, "light", "dark"))).toBe(true);
    expect(isDark(await firstPaint(browser, "dark", "light"))).toBe(false);
  });
});

test.describe("a lesson, prepared once for every member, is first painted in the member's theme", () => {
  test.use({ colorScheme: "light" });

  test("by the script in <head> alone: none of the site's script files has run", async ({ page }) => {
    await signIn(page);
    await page.context().addCookies([{ name: "theme", value: "dark", url: e2eUrls.app }]);
    const scriptFiles: string[] = [];
    await page.route("**/_next/static/**/*.js", (route) => {
      scriptFiles.push(route.request().url());
      return route.abort();
    });
    // The load event alone: the scripts this page would wait for are refused.
    await page.goto("/dashboard/estimation/strategies", { waitUntil: "load" });
    // A lesson asks for its scripts once it has painted, which can be after the load event goto waits for.
    await expect.poll(() => scriptFiles.length, { message: "the page asked for its scripts, and got none" }).toBeGreaterThan(0);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await pageIsDark(page)).toBe(true);
    // The theme control, drawn before any script, says "System" until the page's scripts run: nothing else is wrong.
    await page.context().addCookies([{ name: "theme", value: "light", url: e2eUrls.app }]);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload({ waitUntil: "load" });
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    expect(await pageIsDark(page)).toBe(false);
  });
});

test.describe("the theme control", () => {
  test.use({ colorScheme: "light" });

  test("System, Light or Dark applies at once, is remembered on the next visit, and axe finds nothing in each", async ({ page }) => {
    await signIn(page);
    const select = page.getByRole("combobox", { name: "Theme" });
    await expect(select).toHaveValue("system");
    expect(await pageIsDark(page)).toBe(false);

    await select.selectOption("dark");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await pageIsDark(page)).toBe(true);
    await expectNoAxeViolations(page);
    await page.goto("/profile");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    // The profile streams in behind "Loading..." (its loading.tsx); the scan is of the profile, not of the fallback.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);

    // A new visit: the same browser, a fresh page.
    const again = await page.context().newPage();
    await again.goto("/dashboard/intro/welcome");
    await expect(again.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(again.getByRole("combobox", { name: "Theme" })).toHaveValue("dark");

    await again.getByRole("combobox", { name: "Theme" }).selectOption("system");
    await expect(again.locator("html")).not.toHaveAttribute("data-theme");
    expect(await pageIsDark(again)).toBe(false);
    await again.emulateMedia({ colorScheme: "dark" });
    expect(await pageIsDark(again)).toBe(true);
    await again.reload();
    await expect(again.getByRole("combobox", { name: "Theme" })).toHaveValue("system");
  });

  test("the sign-in screens have it too, and pass axe in the dark theme", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("combobox", { name: "Theme" }).selectOption("dark");
    await expectNoAxeViolations(page);
    await page.goto("/email-login");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expectNoAxeViolations(page);
  });
});
