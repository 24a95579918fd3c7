import "server-only";
import { loadQuestionBank } from "@/lib/practice/question-files";
import type { Question } from "@/lib/practice/question";
import type { RubricSkill } from "@/lib/course/rubric-schema";

/** The rubric skills a question is graded on, in the question's order, with their names and level descriptions. */
export async function skillsOf(question: Question): Promise<RubricSkill[]> {
  const rubric = (await loadQuestionBank()).rubrics.get(question.type);
  const byId = new Map(rubric?.skills.map((skill) => [skill.id, skill]));
  return question.skills.flatMap((id) => byId.get(id) ?? []);
}

/** Every skill name of every rubric, by id (a skill id shared by rubrics, like communication, has one name). */
export async function skillNames(): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const rubric of (await loadQuestionBank()).rubrics.values()) {
    for (const skill of rubric.skills) if (!names.has(skill.id)) names.set(skill.id, skill.name);
  }
  return names;
}
