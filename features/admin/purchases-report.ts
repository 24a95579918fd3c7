import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";

export interface Purchase {
  payment_id: string;
  email: string;
  amount_paise: number;
  currency: string;
  paid_at: string;
  status: "paid" | "refunded";
  refunded_at: string | null;
  /** What refunds have given back so far, summed over the payment's refunds. */
  refunded_paise: number;
  /** Null when the payment bought the course; otherwise why it added nobody. */
  not_course_reason: string | null;
}

export interface WebhookEvent {
  event_id: string;
  event: string;
  outcome: string;
  received_at: string;
}

/** The purchases, newest first, and the last 50 webhook events with what each did. */
export async function purchasesReport(client: SupabaseClient): Promise<{ purchases: Purchase[]; events: WebhookEvent[] }> {
  const [purchases, events] = await Promise.all([client.rpc("admin_purchases"), client.rpc("admin_webhook_events")]);
  if (purchases.error || events.error) throw new Error((purchases.error ?? events.error)!.message);
  return { purchases: (purchases.data as Purchase[]).map((row) => ({ ...row, amount_paise: Number(row.amount_paise), refunded_paise: Number(row.refunded_paise) })), events: events.data as WebhookEvent[] };
}
