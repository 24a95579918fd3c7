import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { expect } from "@playwright/test";
import { PUBLISHABLE_KEY } from "../../local-supabase/config";
import { e2eUrls } from "../../playwright.config";
import { backendAdmin, confirmedMember, expectNoAxeViolationsInBothThemes, fitsWidth, purchasedEmail, signIn, test } from "./support";

/**
 * Bar Check, one journey: three members enter this week's round (one from the practice loop, two through the Data API),
 * Asha judges five pairs on a 360 px phone in the dark theme and reads "not enough judgements"; judgements by the
 * other two (written through the service key: dozens of clicks otherwise) give her answer a place; she publishes a
 * card, which a stranger opens signed out at 1280 px in the light theme, and takes it down (then it is gone).
 */
test("three members enter, judge, see 'not enough judgements' then a place; a card opens signed out and goes when revoked", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const password = "bar-check-2026";
  const members = await Promise.all(["Asha", "Ravi", "Chitra"].map(async (name) => {
    const email = await purchasedEmail();
    const session = await confirmedMember(email, password, { name: `${name} Bar` });
    return { email, id: session.user.id, session };
  }));
  const [asha, ravi, chitra] = members;
  const asMember = async (member: (typeof members)[number]): Promise<SupabaseClient> => {
    const client = createClient(e2eUrls.backend, PUBLISHABLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
    await client.auth.setSession({ access_token: member.session.access_token, refresh_token: member.session.refresh_token });
    return client;
  };

  // Asha's first visit lists the editors' rounds; the round open now is this week's.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.emulateMedia({ colorScheme: "dark" });
  await signIn(page, asha!.email, password);
  await page.goto("/practice/bar-check");
  const service = backendAdmin();
  const now = new Date().toISOString();
  const open = await service.from("bar_check_rounds").select("id, question_id").lte("opens_at", now).gt("closes_at", now).maybeSingle();
  expect(open.data, "a round is open this week").not.toBeNull();
  const round = open.data!;

  // Each member has a submitted answer to the round's question.
  const attempts = new Map<string, string>();
  for (const [index, member] of members.entries()) {
    const client = await asMember(member!);
    const id = randomUUID();
    const answer = `Answer ${index + 1}: I would first check whether the drop is real, then split sign-ups by channel, platform and city.`;
    expect((await client.from("practice_attempts").insert({ id, user_id: member!.id, question_id: round.question_id, answer, submitted_at: now })).error).toBeNull();
    attempts.set(member!.id, id);
    if (member !== asha) expect((await client.rpc("bar_check_enter", { round: round.id, attempt: id, may_show: true })).error).toBeNull();
  }

  // Asha enters from the practice loop.
  await page.goto(`/practice/${round.question_id}?attempt=${attempts.get(asha!.id)}`);
  await page.getByRole("button", { name: "Enter this answer in this week's Bar Check" }).click();
  await expect(page).toHaveURL(/\/practice\/bar-check\?entered=1/);
  await expect(page.getByRole("heading", { name: "Your entry" })).toBeVisible();
  await expect(page.getByText("Judge 5 more pairs to see your result.")).toBeVisible();
  await expect(page.getByText("Which answer is more likely to get this candidate to the next round?")).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await expectNoAxeViolationsInBothThemes(page);

  // Five pairs judged through the page; never her own answer.
  for (let judged = 0; judged < 5; judged++) {
    const pair = page.locator("#judge");
    await expect(pair.getByRole("heading", { name: "Answer A" })).toBeVisible();
    await expect(pair).not.toContainText("Answer 1: I would first check");
    await pair.getByRole("radio", { name: "Answer B" }).check();
    if (judged === 0) await pair.getByLabel(/Why, in one line/).fill("Sizes the drop before guessing causes.");
    await pair.getByRole("button", { name: "Send my choice" }).click();
    await expect(page).toHaveURL(/judged=1/);
    await expect(page.getByText(`You have judged ${judged + 1} ${judged === 0 ? "pair" : "pairs"} in this round.`)).toBeVisible();
  }
  await expect(page.getByText(/^Not enough judgements yet: \d of 10\.$/)).toBeVisible();

  // Ravi and Chitra judge Asha's answer against each anchor (served and judged as the app and the function would).
  const entries = await service.from("bar_check_entries").select("id, user_id, anchor_value").eq("round_id", round.id).is("withdrawn_at", null);
  const ashaEntry = entries.data!.find((entry) => entry.user_id === asha!.id)!.id as string;
  const anchors = entries.data!.filter((entry) => entry.user_id === null);
  for (const judge of [ravi!, chitra!]) {
    for (const anchor of anchors) {
      const served = await service.from("bar_check_judgements").insert({ round_id: round.id, judge: judge.id, left_entry: ashaEntry, right_entry: anchor.id }).select("id").single();
      expect(served.error).toBeNull();
      const winner = Number(anchor.anchor_value) >= 3.5 ? "right" : "left";
      expect((await service.from("bar_check_judgements").update({ winner, judged_at: new Date().toISOString(), reason: winner === "left" ? "Clearer structure." : null }).eq("id", served.data!.id)).error).toBeNull();
    }
  }
  await page.goto("/practice/bar-check");
  await expect(page.getByText(/Your answer sits at \d\.\d on the editors' scale/)).toBeVisible();
  await expect(page.getByRole("img", { name: /on the editors' 1 to 5 scale/ })).toBeVisible();
  await expect(page.getByText("Chose yours: Clearer structure.").first()).toBeAttached();
  expect(await fitsWidth(page)).toBe(true);
  await expectNoAxeViolationsInBothThemes(page);

  // The card: published, opened by a stranger, taken down.
  await page.getByRole("button", { name: "Publish my Bar card" }).click();
  const link = page.getByRole("link", { name: /^\/bar-card\// });
  await expect(link).toBeVisible();
  const cardUrl = new URL((await link.getAttribute("href"))!, e2eUrls.app).toString();
  const stranger = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: "light" });
  const visitor = await stranger.newPage();
  await visitor.goto(cardUrl);
  await expect(visitor.getByText(/Placed \d\.\d of 5 .* by \d+ anonymous judgements\./)).toBeVisible();
  await expect(visitor.getByText("Answer 1: I would first check")).toBeVisible();
  await expect(visitor.locator("body")).not.toContainText("Asha");
  await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/bar-card\/[A-Za-z0-9_-]+\/image\.png$/);
  const image = await visitor.request.get(`${cardUrl}/image.png`);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  await expectNoAxeViolationsInBothThemes(visitor);
  // Signed out, nothing else of the course opens.
  await visitor.goto(new URL("/practice/bar-check", e2eUrls.app).toString());
  await expect(visitor).toHaveURL(/\/login$/);

  await page.getByRole("button", { name: "Take my card down" }).click();
  // The page is rendered afresh without the card: the form to publish one again takes its place.
  await expect(page.getByRole("button", { name: "Publish my Bar card" })).toBeVisible();
  const gone = await visitor.goto(cardUrl);
  expect(gone?.status()).toBe(404);
  expect((await visitor.request.get(`${cardUrl}/image.png`)).status()).toBe(404);
  await stranger.close();
});
