import "server-only";
import { loadQuestionBank, type QuestionBank } from "@/lib/practice/question-files";
import type { Question } from "@/lib/practice/question";
import type { QuestionInfo } from "./request-lists";
import type { GradedSkill } from "@/components/ui/rubric-choices";

/** The rubric skills a question is scored on, named and described as its type's rubric has them. */
export function questionSkills(bank: QuestionBank, question: Question): GradedSkill[] {
  const rubric = new Map(bank.rubrics.get(question.type)?.skills.map((skill) => [skill.id, skill]));
  return question.skills.map((id) => ({ id, name: rubric.get(id)?.name ?? id, description: rubric.get(id)?.description ?? "" }));
}

/** Every practice question's title and rubric skills. */
export async function loadQuestionInfo(): Promise<{ info: QuestionInfo }> {
  const bank = await loadQuestionBank();
  return { info: new Map(bank.questions.map((question) => [question.id, { title: question.title, skills: questionSkills(bank, question) }])) };
}
