import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { Member } from "./bar-check-fixture";

/** A submitted practice answer of `member` to `question` that they have graded themselves; its attempt id. */
export async function gradedAnswer(member: Member, question: string, answer: string, grades: Record<string, number> = { communication: 3 }): Promise<string> {
  const id = randomUUID();
  const inserted = await member.client.from("practice_attempts").insert({ id, user_id: member.user.id, question_id: question, answer, submitted_at: new Date().toISOString() });
  expect(inserted.error).toBeNull();
  const graded = await member.client.from("practice_attempts").update({ self_grades: grades }).eq("id", id);
  expect(graded.error).toBeNull();
  return id;
}
