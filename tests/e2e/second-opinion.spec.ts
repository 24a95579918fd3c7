import { randomUUID } from "node:crypto";
import { createClient } from "@supabase/supabase-js";
import { expect } from "@playwright/test";
import { PUBLISHABLE_KEY, SECRET_KEY } from "../../local-supabase/config";
import { e2eUrls } from "../../playwright.config";
import { answerGraded, skillsAsked, startStandIn, type StandInAnswer, type StandInRequest } from "../support/stand-in-grader";
import { startAppProcess } from "./app-process";
import { backendAdmin, confirmedMember, expectNoAxeViolationsInBothThemes, fitsWidth, purchasedEmail, signIn, test } from "./support";

const QUESTION = "cred-credit-card-bill-payments-month";
const SKILLS = ["clarifying-the-question", "structure", "assumptions", "arithmetic", "sanity-check", "communication"];
const MODEL = "stand-in-model";
const ANSWER = "First I would confirm we mean bills paid in one month, not cards held.\nThen I split card holders by how often they use CRED and multiply it out.";

/**
 * The AI second opinion, one journey, with an app server whose three AI settings point at the stand-in grader
 * (tests/support/stand-in-grader.ts): Asha's graded answer to an estimation question, whose type has a measured
 * agreement, gets a second opinion on a 360 px phone in the dark theme: a level with her own words marked, "no opinion"
 * where the three replies disagree, the agreement card; then at 1280 px in the light theme a malformed reply shows
 * nothing but a plain message; as an admin, she reads every type's figures at /admin/grader. The suite's own app,
 * with no AI settings, shows nothing of it.
 */
test("a member gets a second opinion with a quote and an abstention; a bad reply shows nothing; without the settings nothing shows", async ({ browser }) => {
  test.setTimeout(180_000);
  let mode: "good" | "malformed" = "good";
  // Clarifying: 4 with a quote of her answer; structure: 1, 3 and 5 in the three asks (no opinion); the rest 2 with no quote.
  const script = (request: StandInRequest, index: number): StandInAnswer => {
    if (mode === "malformed") return { content: "{\"skills\": [ not json" };
    const answer = answerGraded(request);
    return {
      reply: {
        skills: skillsAsked(request).map((skill) =>
          skill === "clarifying-the-question"
            ? { skill, level: 4, quote: answer.split(", not")[0]!.replace("\n", " ").toUpperCase(), reason: "Pins down the unit and the period before starting." }
            : skill === "structure"
              ? { skill, level: [1, 3, 5][index % 3]!, quote: "split card holders by how often", reason: "Segments the holders." }
              : { skill, level: 2, quote: null, reason: "The answer does not show this." },
        ),
      },
    };
  };
  const standIn = await startStandIn(script);
  const password = "second-opinion-2026";
  const email = await purchasedEmail();
  const session = await confirmedMember(email, password, { name: "Asha Opinion" });
  // An admin too (before she signs in: the app keeps who is an admin for a while), for /admin/grader at the end.
  expect((await backendAdmin().from("admins").insert({ email })).error).toBeNull();
  const member = createClient(e2eUrls.backend, PUBLISHABLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  await member.auth.setSession({ access_token: session.access_token, refresh_token: session.refresh_token });
  const attempt = randomUUID();
  expect((await member.from("practice_attempts").insert({ id: attempt, user_id: session.user.id, question_id: QUESTION, answer: ANSWER, submitted_at: new Date().toISOString() })).error).toBeNull();
  expect((await member.from("practice_attempts").update({ self_grades: Object.fromEntries(SKILLS.map((skill) => [skill, 3])) }).eq("id", attempt)).error).toBeNull();
  // The type's agreement, as `npm run grader:agreement` stores it: above the gate.
  const measured = await backendAdmin().from("grader_agreement").insert({ question_type: "estimation", model: MODEL, samples: 38, scores: 200, kappa: 0.81, kappa_by_skill: { structure: 0.78 }, abstention_rate: 0.12 });
  expect(measured.error).toBeNull();

  const app = await startAppProcess({ AI_BASE_URL: standIn.url, AI_API_KEY: "stand-in-key", AI_MODEL: MODEL, SUPABASE_SECRET_KEY: SECRET_KEY });
  try {
    const context = await browser.newContext({ baseURL: `http://localhost:${app.port}`, viewport: { width: 360, height: 800 }, colorScheme: "dark" });
    const page = await context.newPage();
    await signIn(page, email, password);
    await page.goto(`/practice/${QUESTION}?attempt=${attempt}`);
    const section = page.locator("#second-opinion");
    await expect(section.getByRole("heading", { name: "Second opinion" })).toBeVisible();
    const card = section.getByRole("complementary", { name: "How far this grader agrees with the editors" });
    await expect(card).toContainText("0.81");
    await expect(card).toContainText("38, graded without their own scores in view");
    await expect(card).toContainText(MODEL);

    await section.getByRole("button", { name: "Ask for a second opinion" }).click();
    await expect(page).toHaveURL(new RegExp(`attempt=${attempt}#second-opinion$`));
    const levels = section.getByRole("list", { name: "The grader's levels beside yours" });
    const clarifying = levels.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Clarifying the question" }) });
    await expect(clarifying).toContainText("Yours: Neutral (3) · The grader's: Strong (4)");
    await expect(clarifying.locator("mark")).toHaveText("First I would confirm we mean bills paid in one month");
    await expect(clarifying.getByRole("link", { name: "the editors' scored samples" })).toHaveAttribute("href", "/practice/mirror?type=estimation&any=1");
    const structure = levels.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Structure" }) });
    await expect(structure).toContainText("The grader's: no opinion");
    await expect(structure.locator("mark")).toHaveCount(0);
    expect(standIn.requests).toHaveLength(3);
    expect(standIn.requests[0]!.authorization).toBe("Bearer stand-in-key");
    expect(await fitsWidth(page)).toBe(true);
    await expectNoAxeViolationsInBothThemes(page);

    // A malformed reply: a plain message, and no level anywhere.
    mode = "malformed";
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: "light" });
    await section.getByRole("button", { name: "Ask for a second opinion again" }).click();
    await expect(page).toHaveURL(/opinion=failed#second-opinion$/);
    await expect(section.getByRole("alert")).toHaveText(/^No second opinion this time: .* Try again later\.$/);
    await expect(levels).toHaveCount(0);
    await expectNoAxeViolationsInBothThemes(page);

    // As an admin, she sees every type's figures, and why a type is off.
    await page.goto("/admin/grader");
    await expect(page.getByText(`On: model ${MODEL} at ${standIn.url}`)).toBeVisible();
    await expect(page.getByRole("row", { name: /^Estimation\b.*0\.81.*structure: 0\.78.*\b38\b.*12%.*Yes$/ })).toBeVisible();
    await expect(page.getByRole("row", { name: /^Execution\b.*No\. Not measured yet: run npm run grader:agreement\.$/ })).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page);
    await context.close();
  } finally {
    await app.stop();
    await standIn.close();
  }

  // The suite's own app has no AI settings: nothing of it shows.
  const plain = await browser.newContext({ baseURL: e2eUrls.app });
  const page = await plain.newPage();
  await signIn(page, email, password);
  await page.goto(`/practice/${QUESTION}?attempt=${attempt}`);
  await expect(page.getByRole("heading", { name: "Your grades" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Second opinion" })).toHaveCount(0);
  await plain.close();
});
