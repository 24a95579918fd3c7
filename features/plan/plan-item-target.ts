import { count } from "./plan-wording";
import { labelInSentence } from "@/lib/practice/question-kinds";
import type { PlanItem } from "./plan-scheduler";

/** Where each item of a plan is done, and how it reads: every item is a link to a page of the site. */
export function planItemTarget(item: PlanItem): { href: string; label: string } {
  switch (item.kind) {
    case "lesson":
      return { href: item.path, label: `Read “${item.title}”` };
    case "practice":
      return {
        href: `/practice?type=${item.questionType}`,
        label:
          item.questionType === "behavioral"
            ? "Answer a behavioural question with a story from your story bank, then grade it"
            : `Answer ${withArticle(labelInSentence(item.questionType))} question under the clock, then grade it`,
      };
    case "drill":
      return {
        href: "/drills",
        label: item.sessions === 1 ? "The five-minute drill session" : `A five-minute drill session each day (${count(item.sessions, "day", "days")})`,
      };
    case "mock":
      return { href: "/mocks", label: "A mock interview with a partner from the board" };
    case "story":
      return { href: "/stories", label: "Write a story for your story bank: situation, task, action, result" };
  }
}

/** "an estimation", "a technical": the article the label's first sound takes. */
function withArticle(label: string): string {
  return `${/^[aeiou]/i.test(label) ? "an" : "a"} ${label}`;
}
