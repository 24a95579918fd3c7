import type { SupabaseClient } from "@supabase/supabase-js";
import type { CoursePrice } from "./course-price";
import { parseRazorpayEvent } from "./razorpay-event";
import { isValidRazorpaySignature } from "./razorpay-signature";

export interface WebhookAnswer {
  status: number;
  body: { ok: boolean; outcome?: string; error?: string };
}

/**
 * One delivery of the Razorpay webhook. The signature is checked over the raw bytes before anything is read; a
 * bad one gets 400 and stores nothing. A good one is recorded through public.record_razorpay_event (one transaction,
 * once per x-razorpay-event-id and once per signed content, so neither Razorpay's retries nor a re-sent body change
 * anything), granting only a payment of `course`'s price and currency. 5xx only when the database could not be
 * reached, so that Razorpay retries later.
 */
export async function handleRazorpayWebhook(
  request: { rawBody: Buffer; signature: string | null; eventId: string | null },
  { secret, service, course }: { secret: string; service: SupabaseClient; course: CoursePrice },
): Promise<WebhookAnswer> {
  if (!isValidRazorpaySignature(request.rawBody, request.signature, secret)) {
    return { status: 400, body: { ok: false, error: "invalid signature" } };
  }
  const parsed = parseRazorpayEvent(request.rawBody.toString("utf8"), request.eventId, course);
  if ("error" in parsed) return { status: 400, body: { ok: false, error: parsed.error } };
  const { data, error, status } = await service.rpc("record_razorpay_event", parsed.event);
  if (error) {
    console.error("razorpay webhook not recorded:", error.code, error.message);
    return status === 0 || status >= 500 ? { status: 503, body: { ok: false, error: "try again later" } } : { status: 400, body: { ok: false, error: "not recorded" } };
  }
  return { status: 200, body: { ok: true, outcome: String(data) } };
}
