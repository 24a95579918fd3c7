import { randomUUID } from "node:crypto";
import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import { toIndianTime } from "../../features/mocks/ist-time";
import { backendAdmin, backendClient, confirmedMember, expectNoAxeViolations, logInWithEmail, purchasedEmail, WELCOME, test } from "./support";

test.describe.configure({ timeout: 150_000 });

const PASSWORD = "mock-pass-2026";
const QUESTION = "a-launch-that-failed";

interface Person {
  page: Page;
  email: string;
  name: string;
  link: string;
}

/** A new member signed in in a browser context of their own, `width` px wide. */
async function member(browser: Browser, first: string, width: number, tag: string): Promise<Person> {
  const email = await purchasedEmail();
  await confirmedMember(email, PASSWORD, { name: `${first} Mock` });
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await logInWithEmail(page, email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${WELCOME}$`), { timeout: 15_000 });
  return { page, email, name: `${first} ${tag}`, link: `https://meet.example.com/${first.toLowerCase()}-${tag}` };
}

async function joinBoard(person: Person) {
  const { page } = person;
  await page.goto("/mocks");
  await page.getByLabel("Display name (what other members see)").fill(person.name);
  await page.getByLabel(/^Your video link/).fill(person.link);
  await page.getByRole("checkbox", { name: "Sat morning (9-12)" }).check();
  await page.getByRole("button", { name: "Join the board" }).click();
  await expect(page.getByText("You are on the board. Other members can now send you requests.")).toBeVisible();
}

async function sendRequest(from: Person, to: Person) {
  const { page } = from;
  await page.goto("/mocks");
  await page.getByRole("combobox", { name: /^Partner/ }).selectOption({ label: to.name });
  await page.getByLabel(/^Date and time \(IST\)/).fill(toIndianTime(new Date(Date.now() + 2 * 86_400_000)));
  await page.getByRole("combobox", { name: /^Question type/ }).selectOption({ label: "Behavioural" });
  await page.getByRole("combobox", { name: /^Question( \*)?$/ }).selectOption(QUESTION);
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Request sent. It shows under Your requests until they answer.")).toBeVisible();
}

/** Whether the page fits its viewport's width, with no sideways scrolling. */
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const board = (page: Page) => page.getByRole("region", { name: "The board" });
const section = (page: Page, name: string) => page.getByRole("region", { name });

test("two members find each other, agree a mock, see each other's link and leave feedback; a third sees none of it", async ({ browser }) => {
  const tag = randomUUID().slice(0, 6);
  const asha = await member(browser, "Asha", 360, tag);
  const ravi = await member(browser, "Ravi", 1280, tag);
  const chitra = await member(browser, "Chitra", 1280, tag);

  // Opt in; a link that is not https is refused before anything is saved.
  await asha.page.goto("/mocks");
  await expectNoAxeViolations(asha.page);
  await asha.page.getByLabel(/^Your video link/).fill("http://meet.example.com/plain");
  await asha.page.getByRole("button", { name: "Join the board" }).click();
  await expect(asha.page.getByText("The video link must start with https://, such as https://meet.google.com/abc-defg-hij.")).toBeVisible();
  for (const person of [asha, ravi, chitra]) await joinBoard(person);
  await asha.page.goto("/mocks");
  await expect(board(asha.page).getByRole("listitem", { name: ravi.name })).toContainText("0 mocks completed · 0 no-shows");
  await expect(board(asha.page).getByText(ravi.link)).toHaveCount(0);

  // Request, decline, request again, accept.
  await sendRequest(asha, ravi);
  await ravi.page.goto("/mocks");
  await expect(ravi.page.getByText("1 request waits for your answer")).toBeVisible();
  await ravi.page.getByRole("button", { name: "Account menu for Ravi Mock, 1 new in mock interviews" }).click();
  await expect(ravi.page.getByRole("menuitem", { name: "Mock interviews 1 new" })).toBeVisible();
  await ravi.page.keyboard.press("Escape");
  await expectNoAxeViolations(ravi.page);
  await ravi.page.getByRole("button", { name: `Decline ${asha.name}'s request` }).click();
  await expect(ravi.page.getByText("No requests waiting for your answer.")).toBeVisible();
  await asha.page.goto("/mocks");
  await expect(section(asha.page, "Your requests")).toContainText("Declined");

  await sendRequest(asha, ravi);
  await ravi.page.goto("/mocks");
  await ravi.page.getByRole("button", { name: `Accept ${asha.name}'s request` }).click();
  await expect(section(ravi.page, "Upcoming").getByRole("link", { name: asha.link })).toBeVisible();

  // Both see the other's link, the kit and the calendar file; the third member sees neither link.
  await asha.page.goto("/mocks");
  await expect(asha.page.getByText("1 new acceptance")).toBeVisible();
  const upcoming = section(asha.page, "Upcoming");
  await expect(upcoming.getByRole("link", { name: ravi.link })).toBeVisible();
  const kit = upcoming.getByRole("link", { name: "Interviewer's kit" });
  await expect(kit).toHaveAttribute("href", new RegExp(`^/practice/${QUESTION}/kit\\?mock=`));
  const mockId = new URL((await kit.getAttribute("href"))!, "http://x").searchParams.get("mock")!;
  await expectNoAxeViolations(asha.page);
  expect(await fits(asha.page)).toBe(true);
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

  // After the time (set through the database, as if the mock had been agreed for an hour ago): feedback both ways.
  const admin = backendAdmin();
  const { error } = await admin.from("mock_requests").update({ proposed_at: new Date(Date.now() - 3_600_000).toISOString() }).eq("id", mockId);
  expect(error).toBeNull();
  for (const [giver, other, score] of [[asha, ravi, "4 · Strong"], [ravi, asha, "3 · Neutral"]] as const) {
    await giver.page.goto("/mocks");
    const form = giver.page.getByRole("form", { name: `Feedback for ${other.name}` });
    for (const radio of await form.getByRole("radio", { name: score }).all()) await radio.check();
    await form.getByLabel("Comments: what to keep, what to change").fill(`<b>Clear</b> story from ${giver.name}`);
    await form.getByRole("button", { name: "Send feedback" }).click();
    await expect(giver.page.getByText("You sent your feedback.")).toBeVisible();
  }
  // Ravi had answered the same question in practice and graded himself: his grades stand beside Asha's scores.
  const ravisSession = backendClient();
  const { data: signedIn, error: signInError } = await ravisSession.auth.signInWithPassword({ email: ravi.email, password: PASSWORD });
  expect(signInError).toBeNull();
  const attempt = randomUUID();
  const skills = ["story-choice", "context", "own-actions", "results", "reflection", "communication"];
  expect((await ravisSession.from("practice_attempts").insert({ id: attempt, user_id: signedIn.user!.id, question_id: QUESTION, answer: "The Pune launch...", seconds_taken: 600 })).error).toBeNull();
  expect((await ravisSession.from("practice_attempts").update({ submitted_at: new Date().toISOString() }).eq("id", attempt)).error).toBeNull();
  const grades = Object.fromEntries(skills.map((skill) => [skill, 2]));
  expect((await ravisSession.from("practice_attempts").update({ self_grades: grades }).eq("id", attempt)).error).toBeNull();
  await ravi.page.goto("/mocks");
  const received = ravi.page.getByRole("region", { name: `Feedback from ${asha.name}` });
  await expect(received.getByRole("row").nth(1)).toContainText("4 / 5");
  await expect(received.getByRole("row").nth(1).getByRole("cell").last()).toHaveText("2 / 5");
  // Written as text, never as HTML.
  await expect(received.getByText(`“<b>Clear</b> story from ${asha.name}”`)).toBeVisible();
  await expectNoAxeViolations(ravi.page);

  // A no-show report counts on the board entry, as does the mock held.
  await asha.page.goto("/mocks");
  await asha.page.getByRole("button", { name: `${ravi.name} did not come` }).click();
  await expect(asha.page.getByText(`You reported that ${ravi.name} did not come.`)).toBeVisible();
  await chitra.page.goto("/mocks");
  await expect(board(chitra.page).getByRole("listitem", { name: ravi.name })).toContainText("1 mock completed · 1 no-show");

  // A block hides both ways.
  await board(chitra.page).getByRole("button", { name: `Block ${asha.name}` }).click();
  await expect(board(chitra.page).getByRole("listitem", { name: asha.name })).toHaveCount(0);
  await asha.page.goto("/mocks");
  await expect(board(asha.page).getByRole("listitem", { name: chitra.name })).toHaveCount(0);
  await expect(board(asha.page).getByRole("listitem", { name: ravi.name })).toBeVisible();

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
  expect(await fits(page)).toBe(true);

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
  expect(await fits(page)).toBe(true);
  await tabTo(page, page.getByRole("button", { name: "Start the clock" }));
  await page.keyboard.press("Space");
  await expect(page.getByRole("button", { name: "Pause the clock" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Resume the clock" })).toBeVisible();
});
