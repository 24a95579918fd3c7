import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { PUBLISHABLE_KEY } from "../../local-supabase/config";
import { courseManifest } from "../../content/manifest";
import { courseNavigation } from "../../lib/course/navigation";
import { addLesson } from "../../lib/course/new-lesson";
import { devUrls } from "../../playwright.dev.config";
import { WELCOME, expectNoAxeViolations, logInWithEmail, signInThroughForm } from "../e2e/support";
import { backUp, editFile, restoreAll } from "./lesson-backup";
import { buildIsCurrent, sourceStamp } from "../../scripts/build-stamp";
import { ensureProductionBuild, startServer, type Server } from "./server-process";

// An editor's loop with `npm run dev` running: change a lesson, break it, fix it, make it a draft; then the same
// draft on a production server. The tests run in order and share the servers.
test.describe.configure({ mode: "serial" });

const LESSON = courseNavigation.findLesson("analytical", "metrics")!;
const FILE = "content/analytical/metrics.mdx";
const before = courseNavigation.neighbours(LESSON.path).previous!;
const backendUrl = `http://127.0.0.1:${devUrls.backendPort}`;
// The main suite's build settings, so its build is reused (see playwright.config.ts).
const productionEnv = { ...process.env, NEXT_PUBLIC_ANALYTICS: "on", NEXT_PUBLIC_SUPABASE_URL: backendUrl, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY };

let dev: Server | undefined;
let context: BrowserContext;
let page: Page;
const sidebar = () => page.getByRole("navigation", { name: "Course" });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(600_000);
  ensureProductionBuild(productionEnv);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pim-e2e-dev-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: new URL(devUrls.dev).port,
    LOCAL_SUPABASE_PORT: String(devUrls.backendPort),
    LOCAL_SUPABASE_MAIL_PORT: String(devUrls.backendPort + 3),
    LOCAL_SUPABASE_DATA_DIR: dataDir,
    DEMO_HOST: "localhost",
  };
  delete env.NEXT_PUBLIC_SUPABASE_URL;
  dev = await startServer("tsx", ["scripts/start.ts", "--dev"], env, `${devUrls.dev}/login`);
  context = await browser.newContext({ baseURL: devUrls.dev });
  page = await context.newPage();
  // The development server compiles each route on its first request, which takes a while on a busy machine.
  await logInWithEmail(page);
  await expect(page).toHaveURL(new RegExp(`${WELCOME}$`), { timeout: 300_000 });
});

test.afterAll(async () => {
  await context?.close();
  await dev?.stop();
  restoreAll();
});

test("a saved change to a lesson shows on the next reload", async () => {
  await page.goto(LESSON.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(LESSON.title);
  const added = `An editor added this sentence ${randomUUID()}.`;
  editFile(FILE, (text) => `${text.trimEnd()}\n\n${added}\n`);
  await page.reload();
  await expect(page.getByText(added)).toBeVisible();
});

test("a broken front matter shows the file, the line and the fix, never the old text; fixing it brings the lesson back", async () => {
  const original = fs.readFileSync(FILE, "utf8");
  const minutesLine = original.split("\n").findIndex((line) => line.startsWith("minutes:")) + 1;
  editFile(FILE, (text) => text.replace(/^minutes: .*$/m, "minutes: soon"));
  await page.reload();
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This lesson cannot be shown yet");
  await expect(main).toContainText(`${FILE}:${minutesLine}`);
  await expect(main).toContainText("Frontmatter minutes: must be a whole number, e.g. minutes: 8.");
  await expect(main).toContainText("Fix: Give the reading time in whole minutes");
  await expect(main).not.toContainText("An editor added this sentence");
  await expect(page.locator("body")).not.toContainText(/ContentError|at \w+ \(|\.tsx?:\d+:\d+/);
  await expectNoAxeViolations(page);

  fs.writeFileSync(FILE, original);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(LESSON.title);
  await expect(page.getByText("An editor added this sentence")).toBeVisible();
});

test("npm run new:lesson's draft appears at once, in the manifest's place, with a Draft badge", async () => {
  const title = `A lesson added by a test ${randomUUID().slice(0, 8)}`;
  backUp("content/manifest.ts");
  backUp("content/analytical/e2e-new-lesson.mdx");
  addLesson({ section: "analytical", slug: "e2e-new-lesson", title, after: "metrics" }, path.resolve("content"), courseManifest);
  // The development server sees the manifest change once its file watcher reports it, a moment after the save.
  await expect(async () => {
    await page.goto("/dashboard/analytical/e2e-new-lesson");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title, { timeout: 1_000 });
  }).toPass({ timeout: 90_000 });
  await expect(page.getByRole("article").getByText("Draft", { exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Lesson" }).getByRole("link", { name: /^Previous/ })).toHaveAccessibleName(`Previous: ${LESSON.title}`);
  await expect(sidebar().getByRole("link", { name: title })).toHaveAttribute("aria-current", "page");
  restoreAll();
});

test("a draft shows in development with a Draft badge; a production server refuses its route, and npm start builds again", async ({ browser }) => {
  editFile(FILE, (text) => text.replace(/^minutes: .*$/m, (line) => `${line}\ndraft: true`));
  await page.goto(LESSON.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(LESSON.title);
  await expect(page.getByRole("article").getByText("Draft", { exact: true })).toBeVisible();
  await expect(sidebar().getByRole("link", { name: LESSON.title })).toBeVisible();
  await expectNoAxeViolations(page);

  // Production reads the drafts when it starts: on the build made before the change, the lesson's route and its link
  // in the sidebar of a page rendered per request go at once. The lessons' pages were prepared by that build, so the
  // build no longer matches the sources and `npm start` makes a new one before it serves (a unit test covers the
  // chain and sidebar a build makes with a draft: tests/unit/course/drafts.test.ts).
  expect(buildIsCurrent(sourceStamp(productionEnv)), "a draft changes the sources the build was made from").toBe(false);
  const production = await startServer("next", ["start", "--port", new URL(devUrls.production).port], productionEnv, `${devUrls.production}/login`);
  const elsewhere = await browser.newContext({ baseURL: devUrls.production });
  const visitor = await elsewhere.newPage();
  try {
    await signInThroughForm(visitor);
    await visitor.goto(LESSON.path);
    await expect(visitor).toHaveURL(new RegExp(`${WELCOME}$`));
    // The lesson's group is folded on the welcome lesson; opened, it lists the lesson before the draft, not the draft.
    const course = visitor.getByRole("navigation", { name: "Course" });
    const group = course.getByRole("button", { name: LESSON.groupTitle });
    await group.click();
    await expect(group).toHaveAttribute("aria-expanded", "true");
    await expect(course.locator(`a[href="${before.path}"]`)).toBeVisible();
    await expect(course.locator(`a[href="${LESSON.path}"]`)).toHaveCount(0);
  } finally {
    await elsewhere.close();
    await production.stop();
  }
});
