import { z } from "zod";

// Razorpay's webhook body (docs: Webhooks → Payments, Orders, Refunds): { entity: "event", account_id, event,
// contains, payload: { payment: { entity }, order?: { entity }, refund?: { entity } }, created_at }. Amounts are in the
// smallest unit of the currency (paise for INR) and times are Unix seconds. Only the fields used here are read.
const paymentEntity = z.object({
  id: z.string().min(1).max(100),
  amount: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  currency: z.string().regex(/^[A-Z]{3}$/),
  email: z.string().max(254).nullish(),
  created_at: z.number().int().nonnegative().max(32_503_680_000).optional(),
});
const refundEntity = z.object({
  payment_id: z.string().min(1).max(100),
  amount: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  created_at: z.number().int().nonnegative().max(32_503_680_000).optional(),
});
const eventBody = z.object({
  event: z.string().min(1).max(100),
  created_at: z.number().int().nonnegative().max(32_503_680_000).optional(),
  payload: z.record(z.string(), z.unknown()).optional(),
});
const eventId = z.string().trim().min(1).max(100);
/** Razorpay collects an email on checkout unless told not to; then it sends this placeholder, which is nobody's. */
const usableEmail = z.email().max(254).refine((email) => email.toLowerCase() !== "void@razorpay.com");

/** The arguments of public.record_razorpay_event: what one event means for the membership list and the purchases. */
export interface RecordedEvent {
  event_id: string;
  event: string;
  payment_id?: string;
  email?: string;
  amount_paise?: number;
  currency?: string;
  happened_at?: string;
  refund_paise?: number;
}

const at = (seconds: number | undefined) => (seconds === undefined ? undefined : new Date(seconds * 1000).toISOString());

/**
 * Reads a verified body, or says why it cannot be read. An event of a kind we do not handle, or a handled kind whose
 * payment has no usable email, is still recorded (as ignored), so only a body that is not a Razorpay event is refused.
 */
export function parseRazorpayEvent(rawBody: string, header: string | null): { event: RecordedEvent } | { error: string } {
  const id = eventId.safeParse(header);
  if (!id.success) return { error: "missing x-razorpay-event-id" };
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { error: "the body is not JSON" };
  }
  const body = eventBody.safeParse(json);
  if (!body.success) return { error: "the body is not a Razorpay event" };
  const { event, payload } = body.data;
  const entity = (name: string) => (payload?.[name] as { entity?: unknown } | undefined)?.entity;
  const base = { event_id: id.data, event };

  if (event === "payment.captured" || event === "order.paid") {
    const payment = paymentEntity.safeParse(entity("payment"));
    if (!payment.success) return { error: `${event} without a payment` };
    const email = usableEmail.safeParse(payment.data.email?.trim());
    return {
      event: {
        ...base,
        payment_id: payment.data.id,
        email: email.success ? email.data.toLowerCase() : undefined,
        amount_paise: payment.data.amount,
        currency: payment.data.currency,
        happened_at: at(payment.data.created_at ?? body.data.created_at),
      },
    };
  }
  if (event === "refund.processed") {
    const refund = refundEntity.safeParse(entity("refund"));
    if (!refund.success) return { error: "refund.processed without a refund" };
    return {
      event: { ...base, payment_id: refund.data.payment_id, refund_paise: refund.data.amount, happened_at: at(refund.data.created_at ?? body.data.created_at) },
    };
  }
  return { event: base };
}
