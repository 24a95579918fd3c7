"use server";

import type { ActionResult } from "@/lib/action-result";
import { currentMember } from "@/lib/auth/session";
import { loadDrillBank } from "@/lib/drills/drill-files";
import { createClient } from "@/lib/supabase/server";
import { drillDueCache } from "./drill-cards";
import { drillBatchSchema, drillEventSchema } from "./review-schema";
import { saveReview, saveSession } from "./save-review";

const NOT_SAVED: ActionResult = { message: "Answers could not be saved." };

/**
 * Records answers and finished sessions the drills page queued, in order, as the signed-in member. Each is recorded
 * once however often it is sent; one that can never be recorded (an item since removed, a malformed answer, one older
 * than the card's last) is dropped with a line in the server's log. On any other failure the page keeps the batch and
 * sends it again later.
 */
export async function recordDrills(input: unknown): Promise<ActionResult> {
  const batch = drillBatchSchema.safeParse(input);
  if (!batch.success) return NOT_SAVED;
  const member = await currentMember();
  if (!member) return NOT_SAVED;
  const supabase = await createClient();
  try {
    const bank = await loadDrillBank();
    for (const candidate of batch.data) {
      const event = drillEventSchema.safeParse(candidate);
      if (!event.success) {
        console.error("drill answer dropped:", event.error.issues[0]?.message);
        continue;
      }
      if (event.data.type === "session") {
        await saveSession(supabase, event.data);
        continue;
      }
      const item = bank.byId.get(event.data.itemId);
      const outcome = item ? await saveReview(supabase, item, event.data) : "refused";
      if (outcome === "refused" || outcome === "stale") console.error(`drill answer dropped (${outcome}):`, event.data.itemId);
    }
  } catch (error) {
    console.error("drill answers not saved:", error instanceof Error ? error.message : error);
    return NOT_SAVED;
  } finally {
    drillDueCache.delete(member.id);
  }
  return { ok: true };
}
