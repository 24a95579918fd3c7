import "server-only";
import { notFound } from "next/navigation";
import { loadQuestionBank } from "@/lib/practice/question-files";
import type { Question } from "@/lib/practice/question";
import type { ScoredSkill } from "../rubric-radios";

/** The question of a kit page with its rubric skills as named in its type's rubric; an unknown id is a 404. */
export async function loadKitQuestion(id: string): Promise<{ question: Question; skills: ScoredSkill[] }> {
  const bank = await loadQuestionBank();
  const question = bank.byId.get(id);
  if (!question) notFound();
  const rubric = new Map(bank.rubrics.get(question.type)?.skills.map((skill) => [skill.id, skill]));
  return { question, skills: question.skills.map((skill) => ({ id: skill, name: rubric.get(skill)?.name ?? skill, description: rubric.get(skill)?.description ?? "" })) };
}
