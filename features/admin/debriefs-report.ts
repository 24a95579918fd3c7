import "server-only";
import type { Format, Level, Outcome, RoundType } from "@/lib/debriefs/debrief-kinds";
import { createClient } from "@/lib/supabase/server";

/** A report as an admin reads it (public.admin_debriefs()): with its author, flags, edits and links. */
export type AdminDebrief = {
  id: string;
  author_email: string | null;
  company_id: string | null;
  company_other: string | null;
  level: Level;
  round_type: RoundType;
  round_month: string;
  format: Format;
  minutes: number;
  questions: string[];
  outcome: Outcome;
  tip: string | null;
  readiness: number | null;
  status: "pending" | "approved" | "rejected";
  reject_reason: string | null;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
  flags: { reason: string; at: string }[];
  edits: { by: string; at: string }[];
  links: { index: number; question: string }[];
};

/** Every report but the withdrawn, newest first; null when the list cannot be read. */
export async function loadAdminDebriefs(): Promise<AdminDebrief[] | null> {
  const supabase = await createClient();
  const { data, error } = await supabase.rpc("admin_debriefs");
  return error ? null : (data as AdminDebrief[]);
}
