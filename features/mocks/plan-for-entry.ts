import "server-only";
import { loadPlan } from "@/features/plan/load-plan";
import { indianDay } from "@/lib/indian-time";
import { loadQuestionBank } from "@/lib/practice/question-files";
import { entryFromPlan, type EntryFromPlan } from "./entry-from-plan";

/** What a new board entry starts with from the member's plan; null without a plan, or when it cannot be read. */
export async function planForEntry(memberId: string): Promise<EntryFromPlan | null> {
  const plan = await loadPlan(memberId).catch(() => null);
  if (!plan) return null;
  const bank = await loadQuestionBank();
  return entryFromPlan(plan, bank.questions, indianDay(new Date()));
}
