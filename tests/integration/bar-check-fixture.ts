import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { newMember, type TestBackend } from "./harness";

export type Member = Awaited<ReturnType<typeof newMember>>;
const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** Lists a round as the app server does (service key), with anchors at 1, 2, 4 and 5. */
export async function listRound(backend: TestBackend, id: string, question: string, opensInHours: number, hours: number) {
  const anchors = [1, 2, 4, 5].map((value, i) => ({ ref: `${question}#${i + 1}`, value, answer: `Sample answer ${i + 1} to ${question}, as a candidate would say it.` }));
  const { error } = await backend.service().rpc("bar_check_list_rounds", {
    rounds: [{ id, question_id: question, opens_at: at(opensInHours), closes_at: at(opensInHours + hours), anchors }],
  });
  expect(error).toBeNull();
}

/** A submitted practice answer of `member` to `question`; its attempt id. */
export async function submittedAnswer(member: Member, question: string, text = "My answer: clarify, segment, size, check."): Promise<string> {
  const id = randomUUID();
  const { error } = await member.client.from("practice_attempts").insert({ id, user_id: member.user.id, question_id: question, answer: text, submitted_at: new Date().toISOString() });
  expect(error).toBeNull();
  return id;
}

export async function enter(member: Member, round: string, question: string, mayShow = false): Promise<string> {
  const attempt = await submittedAnswer(member, question);
  const { data, error } = await member.client.rpc("bar_check_enter", { round, attempt, may_show: mayShow });
  expect(error).toBeNull();
  return data as string;
}

/** Serves a pair to `judge` as the app server does; the pair's id. */
export async function serve(backend: TestBackend, round: string, judge: string, left: string, right: string, gold = false) {
  return backend.service().from("bar_check_judgements").insert({ round_id: round, judge, left_entry: left, right_entry: right, gold }).select("id").single();
}

export async function entryIds(backend: TestBackend, round: string): Promise<{ anchors: string[]; members: Map<string, string> }> {
  const { data } = await backend.service().from("bar_check_entries").select("id, user_id, anchor_value").eq("round_id", round).order("anchor_value");
  const rows = (data ?? []) as { id: string; user_id: string | null }[];
  return { anchors: rows.filter((row) => row.user_id === null).map((row) => row.id), members: new Map(rows.filter((row) => row.user_id).map((row) => [row.user_id!, row.id])) };
}
