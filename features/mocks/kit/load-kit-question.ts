import "server-only";
import { notFound } from "next/navigation";
import { loadQuestionBank } from "@/lib/practice/question-files";
import type { Question } from "@/lib/practice/question";
import { questionSkills } from "../question-info";
import type { GradedSkill } from "@/components/ui/rubric-choices";

/** The question of a kit page with its rubric skills; an unknown id is a 404. */
export async function loadKitQuestion(id: string): Promise<{ question: Question; skills: GradedSkill[] }> {
  const bank = await loadQuestionBank();
  const question = bank.byId.get(id);
  if (!question) notFound();
  return { question, skills: questionSkills(bank, question) };
}
