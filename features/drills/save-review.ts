import type { SupabaseClient } from "@supabase/supabase-js";
import type { DrillItem } from "@/lib/drills/drill-item";
import { grade } from "@/lib/drills/grade";
import { nextCard, STORED_CARD_COLUMNS, type StoredCard } from "@/lib/drills/schedule";
import type { DrillReview, DrillSession } from "./review-schema";

/**
 * What became of an answer: recorded; already recorded (the same id sent again); stale (the card holds a later
 * answer, so this one may not move it back); refused (it does not fit the item). The queue drops the answer in every
 * case; a thrown error means "try again later".
 */
export type SaveOutcome = "recorded" | "duplicate" | "stale" | "refused";

// A card changed between reading it and writing (another tab answered it) is read again, a few times at most.
const ATTEMPTS = 3;

/**
 * Saves one answer as the member whose client this is: grades it, works out the card's next state with ts-fsrs from
 * the card as stored, and writes both through record_drill_review, which refuses a duplicate or an out-of-order answer.
 * An answer time in the future counts as now.
 */
export async function saveReview(supabase: SupabaseClient, item: DrillItem, review: DrillReview, now = new Date()): Promise<SaveOutcome> {
  const graded = grade(item, review.answer);
  if (!graded) return "refused";
  const at = new Date(Math.min(Date.parse(review.at), now.getTime()));
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const read = await supabase.from("drill_cards").select(STORED_CARD_COLUMNS).eq("item_id", item.id).maybeSingle<StoredCard>();
    if (read.error) throw new Error(read.error.message);
    const stored = read.data ?? undefined;
    // An answer older than the card's last one is sent as it is: the database says whether it is a repeat or stale.
    const card = stored && Date.parse(stored.last_review) >= at.getTime() ? stored : nextCard(item.id, stored, graded.rating, at);
    const { data, error } = await supabase.rpc("record_drill_review", {
      p_id: review.id,
      p_item_id: item.id,
      p_kind: item.kind,
      p_rating: graded.rating,
      p_result: graded.result,
      p_reviewed_at: at.toISOString(),
      p_session_id: review.sessionId,
      p_previous_review: stored?.last_review ?? null,
      p_due: card.due,
      p_stability: card.stability,
      p_difficulty: card.difficulty,
      p_elapsed_days: card.elapsed_days,
      p_scheduled_days: card.scheduled_days,
      p_learning_steps: card.learning_steps,
      p_reps: card.reps,
      p_lapses: card.lapses,
      p_state: card.state,
    });
    if (error) throw new Error(error.message);
    if (data !== "conflict") return data as SaveOutcome;
  }
  throw new Error("the card kept changing while the answer was saved");
}

/** Records a finished session once, whatever number of times it is sent. */
export async function saveSession(supabase: SupabaseClient, session: DrillSession): Promise<void> {
  const { error } = await supabase.rpc("record_drill_session", { p_id: session.id, p_finished_at: session.at, p_answers: session.answers });
  if (error) throw new Error(error.message);
}
