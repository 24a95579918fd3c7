import "server-only";
import { cache } from "react";
import { dueCount, type MemberCard } from "@/lib/drills/queue";
import { STORED_CARD_COLUMNS } from "@/lib/drills/schedule";
import { secondsFromEnv, shortLivedStore } from "@/lib/short-lived-store";
import { createReader } from "@/lib/supabase/server";

const CARD_COLUMNS = `${STORED_CARD_COLUMNS}, created_at`;

/**
 * The due date of each of a member's cards, kept briefly by this app server like the progress rows, since the sidebar
 * shows the due count on every page: answers recorded through this server drop the copy at once.
 */
export const drillDueCache = shortLivedStore<{ due: string }[]>("drill-due", () => secondsFromEnv("PROGRESS_CACHE_SECONDS", 30, 60));

/** Every card of the member (their own, by Row Level Security); throws when the backend cannot answer. */
export const loadDrillCards = cache(async (memberId: string): Promise<MemberCard[]> => {
  const supabase = await createReader();
  const { data, error } = await supabase.from("drill_cards").select(CARD_COLUMNS).eq("user_id", memberId);
  if (error) throw new Error(`drill cards could not be read: ${error.message}`);
  drillDueCache.set(memberId, data);
  return data;
});

/**
 * How many drill items wait for the member's review now, for the sidebar; null when it cannot be read, since a
 * failing backend must never keep a learner from reading a lesson.
 */
export const loadDrillDueCount = cache(async (memberId: string): Promise<number | null> => {
  const cards = await drillDueCache.getOrLoad(memberId, async () => {
    const supabase = await createReader();
    const { data, error } = await supabase.from("drill_cards").select("due").eq("user_id", memberId);
    if (error) console.error("drill due count could not be read:", error.message);
    return error ? null : data;
  });
  return cards && dueCount(cards, new Date());
});
