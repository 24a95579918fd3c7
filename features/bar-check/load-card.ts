import "server-only";
import { createClient } from "@supabase/supabase-js";
import { supabaseEnv } from "@/lib/supabase/env";

/** What a published card shows: the snapshot written when the author published it. */
export type Card = {
  questionId: string;
  answer: string;
  name: string | null;
  publishedAt: string;
  place: number;
  low: number;
  high: number;
  judgements: number;
  reliability: number | null;
};

const TOKEN = /^[A-Za-z0-9_-]{32,64}$/;

/**
 * One published card by its token, read as a stranger reads it (the publishable key, no session: public.bar_check_card
 * is the only thing it can read), so the page can show nothing a stranger could not. Null for any other token.
 */
export async function loadCard(token: string): Promise<Card | null> {
  if (!TOKEN.test(token)) return null;
  const { url, key } = supabaseEnv();
  const anon = createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data, error } = await anon.rpc("bar_check_card", { token });
  if (error) console.error("Bar card not read:", error.message);
  if (error || !data) return null;
  const row = data as { question_id: string; answer: string; name: string | null; published_at: string; card: Record<string, number | null> };
  return {
    questionId: row.question_id, answer: row.answer, name: row.name, publishedAt: row.published_at,
    place: Number(row.card.place), low: Number(row.card.low), high: Number(row.card.high), judgements: Number(row.card.judgements),
    reliability: row.card.reliability === null || row.card.reliability === undefined ? null : Number(row.card.reliability),
  };
}
