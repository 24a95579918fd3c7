import { statSync } from "node:fs";
import { courseNavigation } from "../lib/course/navigation";
import { lessonFile } from "../lib/course/lesson-files";

// The pages the benchmarks measure, and the budgets each is held to (docs/performance.md, "Budgets"). A page this
// round adds (practice, drills, mock interviews) is measured by adding one line to MEMBER_PAGES; it is held to the
// budgets of a page rendered per request unless it names its own.

export interface Budget {
  /** Gzip bytes of JavaScript above the framework's root scripts (tests/e2e/js-budget.spec.ts). */
  scriptBytes: number;
  /** Largest Contentful Paint in Lighthouse's mobile profile (`npm run bench:lighthouse`). */
  lcpMs: number;
  /** Lighthouse performance score, 0-100. */
  performance: number;
  /** Single-connection mean response time of the server (`npm run bench`). */
  serverMeanMs: number;
}

export const LESSON_BUDGET: Budget = { scriptBytes: 25 * 1024, lcpMs: 1_500, performance: 98, serverMeanMs: 6 };

/**
 * A member page rendered for each request (its member's data in it) has the lesson's budgets but for server time. A
 * lesson is prepared once, and its 6 ms is a file read and the member check. Such a page is rendered whole each time:
 * with nothing of its own it takes 6-7 ms here (the session and membership checks, the members' frame, Next's two
 * renders, compression), and each Data API read adds about 3 ms at one connection to the local backend.
 */
export const PER_REQUEST_BUDGET: Budget = { ...LESSON_BUDGET, serverMeanMs: 15 };

export interface BenchPage {
  name: string;
  path: string;
  budget: Budget;
}

/** Signed-in pages other than lessons. One line per page. */
export const MEMBER_PAGES: BenchPage[] = [
  { name: "plan", path: "/plan", budget: PER_REQUEST_BUDGET },
  { name: "stories", path: "/stories", budget: PER_REQUEST_BUDGET },
  // The whole bank, 156 rows with the member's status on each: about 4 ms of the page is its list.
  { name: "practice", path: "/practice", budget: { ...PER_REQUEST_BUDGET, serverMeanMs: 20 } },
  // The answer box (clock, autosave) and the rubric form run in the browser: 40 KB, as the practice issue allows.
  { name: "practice question", path: "/practice/a-launch-that-failed", budget: { ...PER_REQUEST_BUDGET, scriptBytes: 40 * 1024 } },
  // A solo mock: the answer box (clock, drafts) and Read aloud run in the browser, like the practice question's.
  { name: "solo mock", path: "/practice/mock/zepto-bengaluru-orders-drop", budget: { ...PER_REQUEST_BUDGET, scriptBytes: 40 * 1024 } },
  { name: "drills", path: "/drills", budget: PER_REQUEST_BUDGET },
  { name: "mocks", path: "/mocks", budget: PER_REQUEST_BUDGET },
  { name: "interviewer's kit", path: "/practice/a-launch-that-failed/kit", budget: PER_REQUEST_BUDGET },
  { name: "candidate view", path: "/practice/a-launch-that-failed/kit/candidate", budget: PER_REQUEST_BUDGET },
  // Two answers and the judging form (one choice, one line): the form is the only script of its own.
  { name: "Bar Check judging", path: "/practice/bar-check", budget: PER_REQUEST_BUDGET },
  // Interview debriefs: the approved reports (one read) with a flag form each; the report form; the member's own reports.
  { name: "debriefs", path: "/debriefs", budget: PER_REQUEST_BUDGET },
  { name: "report a round", path: "/debriefs/new", budget: PER_REQUEST_BUDGET },
  { name: "your reports", path: "/debriefs/mine", budget: PER_REQUEST_BUDGET },
];

const lessonBytes = (section: string, slug: string) => statSync(lessonFile(section, slug)).size;

/** The lesson every benchmark has measured since the first round (throughput and JavaScript figures compare to it). */
export const REFERENCE_LESSON = courseNavigation.lessons[10]!;

/**
 * Lessons of different lengths: `count` spread evenly from the shortest to the longest file, plus the reference
 * lesson, each named with its size.
 */
export function lessonsByLength(count = 5): BenchPage[] {
  const bySize = courseNavigation.lessons
    .map((lesson) => ({ lesson, bytes: lessonBytes(lesson.section, lesson.slug) }))
    .sort((a, b) => a.bytes - b.bytes);
  const picked = new Set(Array.from({ length: count }, (_, index) => bySize[Math.round((index * (bySize.length - 1)) / (count - 1))]!));
  picked.add(bySize.find(({ lesson }) => lesson.path === REFERENCE_LESSON.path)!);
  return [...picked].map(({ lesson, bytes }) => ({
    name: `lesson ${lesson.path.replace("/dashboard/", "")} (${(bytes / 1024).toFixed(0)} KB MDX)`,
    path: lesson.path,
    budget: LESSON_BUDGET,
  }));
}
