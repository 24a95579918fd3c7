import "server-only";
import type { RubricSkill } from "@/lib/course/rubric-schema";
import { loadMockLibrary } from "@/lib/mocks/mock-files";
import type { MockScript } from "@/lib/mocks/mock-script";

/** The rubric skills a script covers, in the script's order, with their names and level descriptions. */
export async function soloSkills(script: MockScript): Promise<RubricSkill[]> {
  const rubric = (await loadMockLibrary()).rubrics.get(script.type);
  const byId = new Map(rubric?.skills.map((skill) => [skill.id, skill]));
  return script.skills.flatMap((id) => byId.get(id) ?? []);
}
