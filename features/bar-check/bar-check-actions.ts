"use server";

import { randomBytes } from "node:crypto";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import type { ActionResult } from "@/lib/action-result";
import { requireMember } from "@/lib/auth/session";
import { databaseMessage } from "@/lib/database-message";
import { hasBidiControls } from "@/lib/bidi-controls";
import { createClient } from "@/lib/supabase/server";
import { createServiceClient } from "@/lib/supabase/service";
import { BAR_CHECK_PATH } from "./bar-check-paths";
import { cardNameSchema, judgementSchema } from "./bar-check-schema";
import { JUDGEMENTS_FOR_RESULT, loadMyEntries } from "./load-bar-check";
import { loadRoundResults, resultOf } from "./round-results";

const roundId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).max(60);

/** "Enter this answer in this week's Bar Check", from the practice loop. */
export async function enterAnswer(_previous: ActionResult, formData: FormData): Promise<ActionResult> {
  await requireMember();
  const round = roundId.safeParse(formData.get("round"));
  const attempt = z.uuid().safeParse(formData.get("attempt"));
  if (!round.success || !attempt.success) return { message: "That answer or round cannot be found. Reload the page." };
  const supabase = await createClient();
  const { error } = await supabase.rpc("bar_check_enter", { round: round.data, attempt: attempt.data, may_show: formData.get("mayShow") === "on" });
  if (error) return { message: databaseMessage(error, "Your answer could not be entered. Please try again.") };
  revalidatePath(BAR_CHECK_PATH);
  redirect(`${BAR_CHECK_PATH}?entered=1`);
}

/** Withdraws the member's entry while the round is open. */
export async function withdrawEntry(_previous: ActionResult, formData: FormData): Promise<ActionResult> {
  await requireMember();
  const round = roundId.safeParse(formData.get("round"));
  if (!round.success) return { message: "That round cannot be found." };
  const supabase = await createClient();
  const { error } = await supabase.rpc("bar_check_withdraw", { round: round.data });
  if (error) return { message: databaseMessage(error, "Your entry could not be withdrawn. Please try again.") };
  revalidatePath(BAR_CHECK_PATH);
  return { ok: true, message: "Your answer is withdrawn: it leaves the round's pairs and results." };
}

/** One judgement; on success the page serves the next pair. */
export async function judgePair(_previous: ActionResult<"reason">, formData: FormData): Promise<ActionResult<"reason">> {
  await requireMember();
  const reason = String(formData.get("reason") ?? "");
  const parsed = judgementSchema.safeParse({ pair: formData.get("pair"), choice: formData.get("choice") ?? undefined, reason });
  if (!parsed.success) return { message: parsed.error.issues[0]?.message, values: { reason } };
  if (hasBidiControls(parsed.data.reason)) return { message: "The reason holds characters that turn text around. Remove them.", values: { reason } };
  const supabase = await createClient();
  const { error } = await supabase.rpc("bar_check_judge", { pair: parsed.data.pair, choice: parsed.data.choice, reason: parsed.data.reason || null });
  if (error) return { message: databaseMessage(error, "Your judgement could not be saved. Please try again."), values: { reason } };
  revalidatePath(BAR_CHECK_PATH);
  redirect(`${BAR_CHECK_PATH}?judged=1#judge`);
}

/**
 * Publishes the author's card: a new unguessable token, and a snapshot of the result now (the card shows what it was
 * when published, with that date). Written with the service key, so no one can write their own place.
 */
export async function publishCard(_previous: ActionResult<"name">, formData: FormData): Promise<ActionResult<"name">> {
  await requireMember();
  const name = cardNameSchema.safeParse(formData.get("name") ?? "");
  if (!name.success) return { errors: { name: name.error.issues[0]?.message } };
  if (hasBidiControls(name.data)) return { errors: { name: "The name holds characters that turn text around. Remove them." } };
  const entry = (await loadMyEntries()).find((item) => item.id === formData.get("entry") && !item.withdrawnAt);
  if (!entry) return { message: "That entry is not yours." };
  const results = await loadRoundResults(entry.roundId);
  const result = results && resultOf(results, entry.id, JUDGEMENTS_FOR_RESULT);
  if (!result?.ready) return { message: "Your answer needs more judgements before it has a card." };
  const service = createServiceClient();
  if (!service) return { message: "Cards cannot be published right now. Please try again later." };
  const card = { place: result.place, low: result.low, high: result.high, judgements: result.judgements, reliability: result.reliability, strongOrAbove: result.strongOrAbove };
  const { error } = await service
    .from("bar_check_entries")
    .update({ card_token: randomBytes(32).toString("base64url"), card, card_name: name.data || null, card_published_at: new Date().toISOString() })
    .eq("id", entry.id);
  if (error) return { message: databaseMessage(error, "Your card could not be published. Please try again.") };
  revalidatePath(BAR_CHECK_PATH);
  redirect(`${BAR_CHECK_PATH}#card`);
}

/** Takes the card down: its link stops working at once. */
export async function revokeCard(_previous: ActionResult, formData: FormData): Promise<ActionResult> {
  await requireMember();
  const entry = z.uuid().safeParse(formData.get("entry"));
  if (!entry.success) return { message: "That entry is not yours." };
  const supabase = await createClient();
  const { error } = await supabase.rpc("bar_check_revoke_card", { entry: entry.data });
  if (error) return { message: databaseMessage(error, "Your card could not be taken down. Please try again.") };
  revalidatePath(BAR_CHECK_PATH);
  return { ok: true, message: "Your card is taken down: its link no longer works." };
}
