import { randomUUID } from "node:crypto";
import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import { e2eUrls } from "../../playwright.config";
import { backendAdmin, backendClient, confirmedMember, expectNoAxeViolations, expectTapTarget, fitsWidth, logInWithEmail, purchasedEmail, WELCOME, test } from "./support";

test.describe.configure({ timeout: 150_000 });

const PASSWORD = "mock-pass-2026";
const QUESTION = "a-launch-that-failed";
/** Another behavioural question, which Ravi has graded himself on in practice. */
const SAME_TYPE = "led-without-authority";

interface Person {
  page: Page;
  email: string;
  name: string;
  link: string;
}

/** A new member signed in in a browser context of their own, `width` px wide, in the light or dark theme. */
async function member(browser: Browser, first: string, width: number, tag: string, colorScheme: "light" | "dark" = "light"): Promise<Person> {
  const email = await purchasedEmail();
  await confirmedMember(email, PASSWORD, { name: `${first} Mock` });
  const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme });
  const page = await context.newPage();
  await logInWithEmail(page, email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${WELCOME}$`), { timeout: 15_000 });
  return { page, email, name: `${first} ${tag}`, link: `https://meet.example.com/${first.toLowerCase()}-${tag}` };
}

/** Joins the board, free on Saturday mornings, practising behavioural questions; the link typed as given (`typed`), saved as `person.link`. */
async function joinBoard(person: Person, typed = person.link) {
  const { page } = person;
  await page.goto("/mocks");
  await page.getByLabel("Display name (what other members see)").fill(person.name);
  await page.getByLabel(/^Your video link/).fill(typed);
  await page.getByRole("checkbox", { name: "Sat morning (9-12)" }).check();
  await page.getByRole("checkbox", { name: "Behavioural" }).check();
  await page.getByRole("button", { name: "Join the board" }).click();
  await expect(page.getByText("You are on the board. Other members can now send you requests.")).toBeVisible();
  await expect(page.getByLabel(/^Your video link/)).toHaveValue(person.link);
}

/** The next Saturday at least a day ahead at `hour`:00 IST, as the form's date and time field takes it. */
function saturdayAt(hour: number): string {
  const day = new Date(Date.now() + 86_400_000 + 330 * 60_000);
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7));
  return `${day.toISOString().slice(0, 10)}T${String(hour).padStart(2, "0")}:00`;
}

/** The request form: a partner and a time. It offers no question: the acceptance chooses each half's. */
async function fillRequest(from: Person, to: Person, when: string) {
  const { page } = from;
  await page.goto("/mocks");
  await page.getByRole("combobox", { name: /^Partner/ }).selectOption({ label: to.name });
  await page.getByLabel(/^Date and time \(IST\)/).fill(when);
  await expect(page.getByRole("region", { name: "Send a request" }).getByRole("combobox", { name: /question/i })).toHaveCount(0);
  await page.getByRole("button", { name: "Send request" }).click();
}

async function sendRequest(from: Person, to: Person) {
  await fillRequest(from, to, saturdayAt(10));
  await expect(from.page.getByText("Request sent. It shows under Your requests until they answer.")).toBeVisible();
}


const board = (page: Page) => page.getByRole("region", { name: "The board" });

/** The mock interview emails to `email` in the local backend's outbox, newest first, with their text and source. */
async function mockEmails(email: string): Promise<{ subject: string; text: string; raw: string }[]> {
  const search = (await (await fetch(`${e2eUrls.mail}/api/v1/search?query=${encodeURIComponent(`to:"${email}"`)}`)).json()) as { messages: { ID: string; Subject: string }[] };
  return Promise.all(
    search.messages
      .filter((message) => /mock interview/i.test(message.Subject))
      .map(async (message) => ({
        subject: message.Subject,
        text: ((await (await fetch(`${e2eUrls.mail}/api/v1/message/${message.ID}`)).json()) as { Text: string }).Text,
        raw: await (await fetch(`${e2eUrls.mail}/api/v1/message/${message.ID}/raw`)).text(),
      })),
  );
}
const section = (page: Page, name: string) => page.getByRole("region", { name });

/** The text of every email to `address` in the local outbox. */
async function emailTexts(address: string): Promise<string[]> {
  const search = (await (await fetch(`${e2eUrls.mail}/api/v1/search?query=${encodeURIComponent(`to:"${address}"`)}`)).json()) as { messages: { ID: string }[] };
  return Promise.all(search.messages.map(async (message) => ((await (await fetch(`${e2eUrls.mail}/api/v1/message/${message.ID}`)).json()) as { Text: string }).Text));
}

test("two members find each other, agree a mock, keep its links while it happens, score in the kit and give blind feedback; a third sees none of it", async ({ browser }) => {
  const tag = randomUUID().slice(0, 6);
  // Both at 360 px, one in each theme.
  const asha = await member(browser, "Asha", 360, tag, "light");
  const ravi = await member(browser, "Ravi", 360, tag, "dark");
  const chitra = await member(browser, "Chitra", 1280, tag);

  // Opt in; a link that is not https is refused before anything is saved, one without a scheme is completed.
  await asha.page.goto("/mocks");
  await expectNoAxeViolations(asha.page);
  await asha.page.getByLabel(/^Your video link/).fill("http://meet.example.com/plain");
  await asha.page.getByRole("button", { name: "Join the board" }).click();
  await expect(asha.page.getByText("The video link must start with https://, such as https://meet.google.com/abc-defg-hij.")).toBeVisible();
  await joinBoard(asha, asha.link.replace("https://", ""));
  for (const person of [ravi, chitra]) await joinBoard(person);

  // Ravi verifies his work email by the link the queue sends (a free webmail address is refused first); his card then
  // shows the domain, never the address.
  const work = `ravi.${tag}@acme-work.example.com`;
  const trust = ravi.page.getByRole("region", { name: "Trust on your card" });
  await trust.getByLabel(/^Work or college email/).fill(`ravi.${tag}@gmail.com`);
  await trust.getByRole("button", { name: "Email me a link" }).click();
  await expect(trust.getByText("gmail.com is a free email service, so it cannot show where you work or study.", { exact: false }).first()).toBeVisible();
  await trust.getByLabel(/^Work or college email/).fill(work);
  await trust.getByRole("button", { name: "Email me a link" }).click();
  await expect(trust.getByText("A link is on its way to your address at acme-work.example.com.", { exact: false })).toBeVisible();
  let link = "";
  await expect
    .poll(async () => (link = (await emailTexts(work)).map((text) => /\/mocks\?verify=[A-Za-z0-9_-]{43}/.exec(text)?.[0] ?? "").find(Boolean) ?? ""), { timeout: 15_000 })
    .not.toBe("");
  await ravi.page.goto(link);
  await expect(ravi.page.getByRole("heading", { name: "Confirm your work email" })).toBeVisible();
  await expectNoAxeViolations(ravi.page);
  await ravi.page.getByRole("button", { name: "Confirm my work email" }).click();
  await expect(ravi.page.getByText("Your card shows: work email verified (acme-work.example.com).", { exact: false })).toBeVisible();

  await asha.page.goto("/mocks");
  await expect(board(asha.page).getByRole("listitem", { name: ravi.name })).toContainText("work email verified (acme-work.example.com)");
  await expect(board(asha.page).getByText(work)).toHaveCount(0);
  await expect(board(asha.page).getByRole("listitem", { name: ravi.name })).toContainText("0 mocks completed · 0 no-shows");
  await expect(board(asha.page).getByText(ravi.link)).toHaveCount(0);
  await expectTapTarget(board(asha.page).getByText(`Report ${ravi.name}`));

  // A time outside Ravi's free times is refused beside the field; then request, decline, request again, accept.
  await fillRequest(asha, ravi, saturdayAt(8));
  await expect(asha.page.getByText(`${ravi.name} is free Sat morning (9-12). A request must start in one of these times.`)).toBeVisible();
  await expect(asha.page.getByText("That time is outside the free times on this member's board entry. Choose a time in one of them (IST).")).toBeVisible();
  await sendRequest(asha, ravi);
  await ravi.page.goto("/mocks");
  await expect(ravi.page.getByText("1 request waits for your answer")).toBeVisible();
  await ravi.page.getByRole("button", { name: "Account menu for Ravi Mock, 1 new in mock interviews" }).click();
  await expect(ravi.page.getByRole("menuitem", { name: "Mock interviews 1 new" })).toBeVisible();
  await ravi.page.keyboard.press("Escape");
  await expectNoAxeViolations(ravi.page);
  await expectTapTarget(ravi.page.getByRole("button", { name: `Accept ${asha.name}'s request` }));
  await expectTapTarget(ravi.page.getByRole("button", { name: `Decline ${asha.name}'s request` }));
  await ravi.page.getByRole("button", { name: `Decline ${asha.name}'s request` }).click();
  await expect(ravi.page.getByText("No requests waiting for your answer.")).toBeVisible();
  await asha.page.goto("/mocks");
  await expect(section(asha.page, "Your requests")).toContainText("Declined");

  // The second time through "Find me a partner": Ravi is Asha's match (free on Saturday mornings, practising
  // behavioural questions too); one tap asks him for the second day offered, next week's Saturday.
  await asha.page.goto("/mocks");
  const match = asha.page.getByRole("region", { name: "Find me a partner" }).getByRole("listitem").filter({ hasText: ravi.name });
  await expect(match).toContainText("both practise behavioural");
  await expectNoAxeViolations(asha.page);
  await expectTapTarget(match.getByRole("button").nth(1));
  await match.getByRole("button").nth(1).click();
  await expect(asha.page.getByText("Request sent. It shows under Your requests until they answer.")).toBeVisible();
  await asha.page.goto("/mocks");
  await expect(section(asha.page, "Your requests")).toContainText("Two questions, one for each of you, are chosen when the request is accepted");
  await ravi.page.goto("/mocks");
  await ravi.page.getByRole("button", { name: `Accept ${asha.name}'s request` }).click();
  await expect(section(ravi.page, "Upcoming").getByRole("link", { name: asha.link })).toBeVisible();
  const ravisKit = section(ravi.page, "Upcoming").getByRole("link", { name: "Interviewer's kit" });
  await expect(ravisKit).toHaveAttribute("href", /^\/practice\/[a-z0-9-]+\/kit\?mock=/);

  // Rendering /mocks writes nothing: a fetch of the page nobody sees (a prefetch, say) leaves the acceptance new; the
  // page on Asha's screen marks it seen.
  const admin = backendAdmin();
  const agreedId = new URL((await ravisKit.getAttribute("href"))!, "http://x").searchParams.get("mock")!;
  // The questions were chosen on acceptance, one for each half: Asha asked, so she interviews first and asks the first
  // half's question (Ravi's), Ravi the second (Asha's). Each sees only the kit of the one they ask.
  const chosen = (await admin.from("mock_requests").select("question_type, question_id, second_question_type, second_question_id").eq("id", agreedId).single()).data!;
  const [ashaAsks, raviAsks] = [chosen.question_id as string, chosen.second_question_id as string];
  expect([chosen.question_type, chosen.second_question_type]).toEqual(["behavioral", "behavioral"]);
  expect(ashaAsks).not.toBe(raviAsks);
  await expect(ravisKit).toHaveAttribute("href", `/practice/${raviAsks}/kit?mock=${agreedId}`);
  const acceptanceSeen = async () => (await admin.from("mock_requests").select("acceptance_seen").eq("id", agreedId).single()).data?.acceptance_seen;
  expect((await asha.page.request.get("/mocks")).status()).toBe(200);
  expect(await acceptanceSeen()).toBe(false);

  // Both see the other's link, the kit and the calendar file; the third member sees neither link.
  await asha.page.goto("/mocks");
  await expect(asha.page.getByText("1 new acceptance")).toBeVisible();
  await expect.poll(acceptanceSeen).toBe(true);
  const upcoming = section(asha.page, "Upcoming");
  await expect(upcoming.getByRole("link", { name: ravi.link })).toBeVisible();
  // Her own question stays unnamed until the mock starts: no title, no candidate view, no link to it.
  await expect(upcoming).toContainText(`${ravi.name} interviews second: your behavioural question is shown when the mock starts`);
  await expect(upcoming.getByRole("link", { name: "Candidate view" })).toHaveCount(0);
  await expect(upcoming.locator(`a[href^="/practice/${raviAsks}/"]`)).toHaveCount(0);
  const kit = upcoming.getByRole("link", { name: "Interviewer's kit" });
  await expect(kit).toHaveAttribute("href", `/practice/${ashaAsks}/kit?mock=${agreedId}`);
  const mockId = agreedId;

  // The emails: at acceptance (with the .ics), then the day before and the hour before, made due through the database;
  // each with the video link, the kit of the question its reader asks, and the way to cancel.
  await expect.poll(async () => (await mockEmails(asha.email)).length).toBe(1);
  expect((await admin.from("mail_queue").update({ send_after: new Date().toISOString() }).eq("request_id", agreedId)).error).toBeNull();
  for (const [person, asks, other] of [[asha, ashaAsks, ravi], [ravi, raviAsks, asha]] as const) {
    await expect.poll(async () => (await mockEmails(person.email)).map((email) => email.subject.split(":")[0]).sort(), { timeout: 15_000 }).toEqual([
      "In an hour", `Mock interview with ${other.name} booked`, "Tomorrow",
    ]);
    for (const email of await mockEmails(person.email)) {
      expect(email.text).toContain(`Video link: ${other.link}`);
      expect(email.text).toContain(`${e2eUrls.app}/practice/${asks}/kit?mock=${agreedId}`);
      expect(email.text).toContain(`Cancel on ${e2eUrls.app}/mocks#upcoming`);
      expect(email.raw.includes('filename="invite.ics"')).toBe(email.subject.startsWith("Mock interview with"));
    }
  }
  await expectNoAxeViolations(asha.page);
  expect(await fitsWidth(asha.page)).toBe(true);
  const download = asha.page.waitForEvent("download");
  await upcoming.getByRole("link", { name: "Add to calendar (.ics)" }).click();
  const file = await (await download).path();
  const { readFile } = await import("node:fs/promises");
  const calendar = await readFile(file, "utf8");
  expect(calendar).toContain("BEGIN:VEVENT");
  expect(calendar).toContain(`SUMMARY:Mock interview with ${ravi.name}`);
  await chitra.page.goto("/mocks");
  await expect(chitra.page.getByText(asha.link)).toHaveCount(0);
  await expect(chitra.page.getByText(ravi.link)).toHaveCount(0);
  await expect(section(chitra.page, "Upcoming")).toContainText("No mocks agreed yet.");

  // The mock has started (set through the database, as if agreed for five minutes ago): the card keeps its links, and
  // "did not come" waits for the grace period.
  const startedAgo = async (minutes: number) =>
    expect((await admin.from("mock_requests").update({ proposed_at: new Date(Date.now() - minutes * 60_000).toISOString() }).eq("id", mockId)).error).toBeNull();
  await startedAgo(5);
  await asha.page.goto("/mocks");
  await expect(upcoming).toContainText("Under way. The link and the kit stay here until");
  await expect(upcoming.getByRole("link", { name: ravi.link })).toBeVisible();
  await expect(upcoming.getByRole("link", { name: "Candidate view" })).toHaveAttribute("href", `/practice/${raviAsks}/kit/candidate?mock=${mockId}`);
  await expect(upcoming).toContainText(`If ${ravi.name} has not come by`);
  await expect(asha.page.getByRole("button", { name: `${ravi.name} did not come` })).toHaveCount(0);
  await expect(section(asha.page, "Past mocks and feedback")).toContainText("No past mocks yet.");
  await expectNoAxeViolations(asha.page);
  expect(await fitsWidth(asha.page)).toBe(true);

  // Asha scores Ravi in the kit; a reload keeps the clock, the scores and the notes.
  await asha.page.goto(`/practice/${ashaAsks}/kit?mock=${mockId}`);
  await asha.page.getByRole("button", { name: "Start the clock" }).click();
  const scorer = asha.page.getByRole("form", { name: "Score the candidate" });
  const strong = await scorer.getByRole("radio", { name: "4 · Strong" }).all();
  for (const radio of strong) await radio.check();
  await scorer.getByLabel("Notes for the candidate").fill(`<b>Clear</b> story from ${asha.name}`);
  await asha.page.reload();
  for (const radio of strong) await expect(radio).toBeChecked();
  await expect(scorer.getByLabel("Notes for the candidate")).toHaveValue(`<b>Clear</b> story from ${asha.name}`);
  await expect(asha.page.getByRole("button", { name: "Pause the clock" })).toBeVisible();

  // The kit's scores fill in her feedback, which she sends.
  await asha.page.goto("/mocks");
  const ashasForm = asha.page.getByRole("form", { name: `Feedback for ${ravi.name}` });
  await expect(ashasForm).toContainText("Filled in from your interviewer's kit on this device");
  for (const radio of await ashasForm.getByRole("radio", { name: "4 · Strong" }).all()) await expect(radio).toBeChecked();
  await expect(ashasForm.getByLabel("Comments: what to keep, what to change")).toHaveValue(`<b>Clear</b> story from ${asha.name}`);
  // Both ways: she also rates Ravi as her interviewer.
  for (const yes of await ashasForm.getByRole("radio", { name: "Yes", exact: true }).all()) await yes.check();
  await ashasForm.getByRole("button", { name: "Send feedback" }).click();
  await expect(asha.page.getByText(`You sent your feedback. ${ravi.name} sees it once they send theirs`)).toBeVisible();

  // Blind: Ravi knows it was sent, not what it says, until he sends his.
  await ravi.page.goto("/mocks");
  await expect(ravi.page.getByText(`${asha.name} has sent feedback. You see it once you send yours`)).toBeVisible();
  await expect(ravi.page.getByRole("region", { name: `Feedback from ${asha.name}` })).toHaveCount(0);
  await expectNoAxeViolations(ravi.page);
  expect(await fitsWidth(ravi.page)).toBe(true);
  const ravisForm = ravi.page.getByRole("form", { name: `Feedback for ${asha.name}` });
  for (const radio of await ravisForm.getByRole("radio", { name: "3 · Neutral" }).all()) await radio.check();
  await ravisForm.getByRole("button", { name: "Send feedback" }).click();
  await expect(ravi.page.getByText("You sent your feedback.")).toBeVisible();

  // Ravi graded himself in practice on another behavioural question: his grades of that type stand beside Asha's scores.
  const ravisSession = backendClient();
  const { data: signedIn, error: signInError } = await ravisSession.auth.signInWithPassword({ email: ravi.email, password: PASSWORD });
  expect(signInError).toBeNull();
  const attempt = randomUUID();
  const skills = ["story-choice", "context", "own-actions", "results", "reflection", "communication"];
  expect((await ravisSession.from("practice_attempts").insert({ id: attempt, user_id: signedIn.user!.id, question_id: SAME_TYPE, answer: "The Pune launch...", seconds_taken: 600 })).error).toBeNull();
  expect((await ravisSession.from("practice_attempts").update({ submitted_at: new Date().toISOString() }).eq("id", attempt)).error).toBeNull();
  const grades = Object.fromEntries(skills.map((skill) => [skill, 2]));
  expect((await ravisSession.from("practice_attempts").update({ self_grades: grades }).eq("id", attempt)).error).toBeNull();
  await ravi.page.goto("/mocks");
  const received = ravi.page.getByRole("region", { name: `Feedback from ${asha.name}` });
  await expect(received.getByRole("row").nth(1)).toContainText("4 / 5");
  await expect(received.getByRole("row").nth(1).getByRole("cell").last()).toHaveText("2 / 5");
  await expect(received).toContainText("your behavioural practice answers (the latest of each question, 1 answer)");
  await expect(received).toContainText("You as interviewer: followed the kit · asked probes");
  // Written as text, never as HTML.
  await expect(received.getByText(`“<b>Clear</b> story from ${asha.name}”`)).toBeVisible();
  await expectNoAxeViolations(ravi.page);

  // After the mock (its hour and a margin), the card moves to the past; a no-show report counts on the board entry,
  // as does the mock held.
  await startedAgo(120);
  await asha.page.goto("/mocks");
  await expect(section(asha.page, "Upcoming")).toContainText("No mocks agreed yet.");
  const noShow = section(asha.page, "Past mocks and feedback").getByRole("button", { name: `${ravi.name} did not come` });
  await expectTapTarget(noShow);
  await noShow.click();
  await expect(asha.page.getByText(`You reported that ${ravi.name} did not come.`)).toBeVisible();

  // Asha, who came, is offered a new partner within the next day, first on the page: Chitra, once both list every
  // part of every day (written through the database, as their entries' form would).
  const everyDay = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].flatMap((day) => ["morning", "afternoon", "evening"].map((part) => `${day}-${part}`));
  for (const person of [asha, chitra]) expect((await admin.from("mock_profiles").update({ slots: everyDay }).eq("display_name", person.name)).error).toBeNull();
  await asha.page.goto("/mocks");
  const rematch = asha.page.getByRole("region", { name: "A new partner within a day" });
  await expect(rematch).toContainText(`${ravi.name} did not come.`);
  await expect(rematch.getByRole("listitem").filter({ hasText: chitra.name })).toBeVisible();
  await expect(rematch.getByRole("listitem").filter({ hasText: ravi.name })).toHaveCount(0);
  await expect(asha.page.locator("main h2").first()).toHaveText("A new partner within a day");
  await expectNoAxeViolations(asha.page);
  expect(await fitsWidth(asha.page)).toBe(true);
  await chitra.page.goto("/mocks");
  await expect(board(chitra.page).getByRole("listitem", { name: ravi.name })).toContainText("1 mock completed · 1 no-show · 0 late cancels");
  await expect(board(chitra.page).getByRole("listitem", { name: ravi.name })).toContainText("as interviewer: followed the kit 1 of 1, asked probes 1 of 1");

  // A block hides both ways.
  await board(chitra.page).getByRole("button", { name: `Block ${asha.name}` }).click();
  await expect(board(chitra.page).getByRole("listitem", { name: asha.name })).toHaveCount(0);
  await asha.page.goto("/mocks");
  await expect(board(asha.page).getByRole("listitem", { name: chitra.name })).toHaveCount(0);
  await expect(board(asha.page).getByRole("listitem", { name: ravi.name })).toBeVisible();

  // Ravi reports Chitra; Asha, an admin, reads why at /admin/mocks and takes Chitra off the board. Chitra is told so
  // plainly (at 360 px in the dark theme) and cannot join again; the rest of the course stays hers.
  await ravi.page.goto("/mocks");
  await board(ravi.page).getByText(`Report ${chitra.name}`).click();
  await board(ravi.page).getByLabel(`What happened with ${chitra.name}? Only the admins read this.`).fill("Shared my number in a group chat.");
  await board(ravi.page).getByRole("button", { name: "Send report" }).click();
  await expect(ravi.page.getByText("Report sent to the admins. Thank you.")).toBeVisible();
  expect((await admin.from("admins").insert({ email: asha.email })).error).toBeNull();
  await asha.page.goto("/admin/mocks");
  const report = asha.page.getByRole("listitem").filter({ hasText: "Shared my number in a group chat." });
  await expect(report).toContainText("0 late cancels");
  await report.getByRole("button", { name: `Take ${chitra.email} off the board` }).click();
  await expect(report.getByText("Taken off the board.", { exact: true })).toBeVisible();
  // Kept with who did it and when.
  await expect(asha.page.getByRole("region", { name: "What admins did, newest first" }).getByRole("listitem").first()).toContainText(`${asha.email} · Took off the board ${chitra.email}`);
  await expect(asha.page.getByRole("region", { name: "Taken off the board" }).getByRole("button", { name: `Let ${chitra.email} back on the board` })).toBeVisible();
  await expectNoAxeViolations(asha.page);
  await chitra.page.setViewportSize({ width: 360, height: 800 });
  await chitra.page.emulateMedia({ colorScheme: "dark" });
  await chitra.page.goto("/mocks");
  await expect(board(chitra.page)).toContainText("An admin took you off the board, so you cannot see it or join it again.");
  await expect(chitra.page.getByRole("heading", { name: /^(Join the board|Your board entry)$/ })).toHaveCount(0);
  await expectNoAxeViolations(chitra.page);
  expect(await fitsWidth(chitra.page)).toBe(true);
  await ravi.page.goto("/mocks");
  await expect(board(ravi.page).getByRole("listitem", { name: chitra.name })).toHaveCount(0);

  // The operator removes Ravi: he is off the board at once.
  expect((await admin.from("users").delete().eq("email", ravi.email)).error).toBeNull();
  await asha.page.goto("/mocks");
  await expect(board(asha.page).getByRole("listitem", { name: ravi.name })).toHaveCount(0);
});

/** Presses Tab until `target` has the focus (at most 80 times). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the element");
}

test("the interviewer's kit and the candidate view work by keyboard alone", async ({ browser }) => {
  const { page } = await member(browser, "Kiran", 360, randomUUID().slice(0, 6));
  await page.goto(`/practice/${QUESTION}/kit`);
  await expect(page.getByRole("heading", { level: 1, name: "A launch that did not work" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Follow-up probes" })).toBeVisible();
  await expect(page.getByText("After the launch is described")).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await fitsWidth(page)).toBe(true);

  await tabTo(page, page.getByRole("button", { name: "Start the clock" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Pause the clock" })).toBeFocused();
  await expect(page.getByText("Read the prompt aloud once, then let the candidate ask clarifying questions.")).toBeVisible();

  // The first rubric skill by keyboard: Tab into its radio group, arrows to a level.
  await tabTo(page, page.getByRole("radio").first());
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio").nth(1)).toBeChecked();
  await expect(page.getByText(/^1 of \d+ skills scored · average 2\.0 of 5$/)).toBeVisible();

  await page.goto(`/practice/${QUESTION}/kit/candidate`);
  await expect(page.getByText("After the launch is described")).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(await fitsWidth(page)).toBe(true);
  await tabTo(page, page.getByRole("button", { name: "Start the clock" }));
  await page.keyboard.press("Space");
  await expect(page.getByRole("button", { name: "Pause the clock" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Resume the clock" })).toBeVisible();
});

test("a board entry written past the form, at every limit the database allows, leaves /mocks working for the others", async ({ browser }) => {
  const tag = randomUUID().slice(0, 6);
  // The odd entry is written through the Data API as its member, with every field at what the database allows and
  // the form never sends: the longest name, mixed scripts and markup, every company and slot, the longest link, the
  // last interview date of the plan's range.
  const email = await purchasedEmail();
  const session = await confirmedMember(email, PASSWORD, { name: "Odd Mock" });
  const odd = backendClient();
  await odd.auth.setSession(session);
  const name = `<img src=x onerror=alert(1)> नमस्ते 😀 ${"W".repeat(60)}`.slice(0, 60);
  const lastDay = new Date(Date.now() + 330 * 60_000 + 364 * 86_400_000).toISOString().slice(0, 10);
  const { error } = await odd.from("mock_profiles").insert({
    user_id: session.user.id,
    display_name: name,
    companies: ["flipkart", "swiggy", "zomato", "zepto", "cred", "razorpay", "phonepe", "meesho"],
    interview_date: lastDay,
    experience: "5-plus",
    slots: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].flatMap((day) => ["morning", "afternoon", "evening"].map((part) => `${day}-${part}`)),
    video_link: `https://meet.example.com/${"x".repeat(270)}`,
  });
  expect(error).toBeNull();

  // A member on the board, on a phone in the dark theme, sees the page whole, the name as text, and nothing wider
  // than the screen.
  const viewer = await member(browser, "Viewer", 360, tag, "dark");
  await joinBoard(viewer);
  const entry = board(viewer.page).getByRole("listitem", { name });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText(name);
  await expect(viewer.page.locator("img[src='x']")).toHaveCount(0);
  expect(await fitsWidth(viewer.page)).toBe(true);
  await expectNoAxeViolations(viewer.page);
});
