"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import type { ActionResult } from "@/lib/action-result";
import { requireMember } from "@/lib/auth/session";
import { loadQuestionBank } from "@/lib/practice/question-files";
import { createClient } from "@/lib/supabase/server";
import { databaseMessage } from "@/lib/database-message";
import { chosenLevels, readGrades } from "./practice-schema";
import { mirrorPath, PRACTICE_PATH } from "@/lib/practice/practice-paths";
import { skillsOf } from "./question-skills";

const sampleIndex = z.coerce.number().int().min(0).max(19);

/**
 * The Grading Mirror's form: the learner's level for every skill of a sample answer graded blind, stored beside the
 * editors' scores from the bank (one row a skill, in one insert), then the comparison.
 */
export async function gradeSample(_previous: ActionResult<string>, formData: FormData): Promise<ActionResult<string>> {
  const member = await requireMember();
  const question = (await loadQuestionBank()).byId.get(String(formData.get("questionId")));
  const index = sampleIndex.safeParse(formData.get("sampleIndex"));
  const sample = index.success ? question?.samples[index.data] : undefined;
  if (!question || !index.success || !sample) return { message: "That sample answer cannot be found. Open the Grading Mirror again." };
  const skills = await skillsOf(question);
  const read = readGrades(skills, formData);
  const values = chosenLevels(skills, formData);
  if ("missing" in read) return { message: read.missing, values };
  const editors = new Map(sample.scores.map((score) => [score.skill, score.score]));
  const rows = skills.map((skill) => ({
    user_id: member.id,
    question_id: question.id,
    sample_index: index.data,
    skill: skill.id,
    learner_grade: read.grades[skill.id]!,
    editor_grade: editors.get(skill.id)!,
  }));
  const supabase = await createClient();
  const { error } = await supabase.from("mirror_gradings").insert(rows);
  if (error) {
    console.error("Mirror grading not saved:", error.message);
    return { message: databaseMessage(error, "Your grades could not be saved. Please try again."), values };
  }
  revalidatePath(PRACTICE_PATH);
  redirect(mirrorPath(question.id, index.data));
}
