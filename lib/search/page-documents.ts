import "server-only";
import { OFFER_CALCULATOR_PATH } from "@/lib/course/offer-calculator-path";
import { DRILLS_PATH } from "@/lib/drills/drills-link";
import { questionPath } from "@/lib/practice/practice-paths";
import { proseText } from "@/lib/content-check/prose-words";
import { loadDrillBank } from "@/lib/drills/drill-files";
import { itemLabel, type DrillItem, type DrillKind, type MockItem } from "@/lib/drills/drill-item";
import { loadQuestionBank } from "@/lib/practice/question-files";
import { labelOf } from "@/lib/practice/question-kinds";

/** A search document of anything but a lesson: where it links, the label above its title, its title and its words. */
export interface PageDocument {
  href: string;
  lessonTitle: string;
  heading: string;
  text: string;
}

const DRILL_KINDS: Record<DrillKind, string> = { estimate: "Estimates", define: "Definitions", triage: "First checks" };

/** The words a drill item is found by: what the learner is asked, never its answer. */
function drillQuestion(item: Exclude<DrillItem, MockItem>): string {
  if (item.kind === "estimate") return `Estimate ${item.prompt}`;
  if (item.kind === "define") return `Define ${item.term}`;
  return item.scenario;
}

/** Each practice question by its title, prompt, type and companies. */
export async function questionDocuments(): Promise<PageDocument[]> {
  const { questions } = await loadQuestionBank();
  return questions.map((question) => ({
    href: questionPath(question.id),
    lessonTitle: `Practice question · ${labelOf(question.type)}`,
    heading: question.title,
    text: [question.prompt.map(proseText).join(" "), labelOf(question.type), ...question.companies.map(labelOf)].join(" "),
  }));
}

/**
 * Each drill item by what it asks, leading to a drill of its kind. Not the solo mocks' checks: they are the
 * interviewer's hidden checklists, shown only after an answer.
 */
export async function drillDocuments(): Promise<PageDocument[]> {
  const { items } = await loadDrillBank();
  return items.filter((item): item is Exclude<DrillItem, MockItem> => item.kind !== "mock").map((item) => ({
    href: `${DRILLS_PATH}?kind=${item.kind}`,
    lessonTitle: `Drill · ${DRILL_KINDS[item.kind]}`,
    heading: itemLabel(item),
    text: drillQuestion(item),
  }));
}

/** The member's tools, by the names a learner would look for them under. */
export const TOOL_DOCUMENTS: PageDocument[] = [
  { href: "/plan", lessonTitle: "Your tools", heading: "Plan", text: "Your preparation plan: what to do today and each day until your interview date." },
  { href: "/stories", lessonTitle: "Your tools", heading: "Story bank", text: "Your STAR stories for behavioural questions, and the competencies they cover." },
  { href: OFFER_CALCULATOR_PATH, lessonTitle: "Your tools", heading: "Offer calculator", text: "Compare two job offers: CTC, fixed and variable pay, bonuses, ESOPs and RSUs, first-year cash and four-year value." },
  { href: DRILLS_PATH, lessonTitle: "Your tools", heading: "Drills", text: "Short daily drills: estimates, definitions and first checks, with spaced review." },
  { href: "/mocks", lessonTitle: "Your tools", heading: "Mock interviews", text: "Practise with another member: request a mock, accept one, give feedback." },
];
