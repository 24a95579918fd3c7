import "server-only";
import { loadQuestionBank } from "@/lib/practice/question-files";
import type { QuestionChoice } from "./request-form";
import type { QuestionInfo } from "./request-lists";

/** Every practice question's title and rubric skills (as named in its type's rubric), and the choices of the request form. */
export async function loadQuestionInfo(): Promise<{ info: QuestionInfo; choices: QuestionChoice[] }> {
  const bank = await loadQuestionBank();
  const info: QuestionInfo = new Map();
  for (const question of bank.questions) {
    const rubric = new Map(bank.rubrics.get(question.type)?.skills.map((skill) => [skill.id, skill]));
    const skills = question.skills.map((id) => ({ id, name: rubric.get(id)?.name ?? id, description: rubric.get(id)?.description ?? "" }));
    info.set(question.id, { title: question.title, skills });
  }
  return { info, choices: bank.questions.map((question) => ({ id: question.id, title: question.title, type: question.type })) };
}
