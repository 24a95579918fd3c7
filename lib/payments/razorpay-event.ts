import { createHash } from "node:crypto";
import { z } from "zod";
import type { CoursePrice } from "./course-price";

// Razorpay's webhook body (docs: Webhooks → Payments, Orders, Refunds): { entity: "event", account_id, event,
// contains, payload: { payment: { entity }, order?: { entity }, refund?: { entity } }, created_at }. Amounts are in the
// smallest unit of the currency (paise for INR) and times are Unix seconds. Only the fields used here are read.
const unixSeconds = z.number().int().nonnegative().max(32_503_680_000).optional();
const paise = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
// Razorpay sends an empty array when there are no notes, an object otherwise.
const notes = z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish();
const paymentEntity = z.object({
  id: z.string().min(1).max(100),
  amount: paise,
  currency: z.string().regex(/^[A-Z]{3}$/),
  status: z.string().max(50).nullish(),
  email: z.string().max(254).nullish(),
  invoice_id: z.string().max(100).nullish(),
  notes,
  amount_refunded: paise.nullish(),
  created_at: unixSeconds,
});
const orderEntity = z.object({ notes }).nullish();
const refundEntity = z.object({
  id: z.string().min(1).max(100),
  payment_id: z.string().min(1).max(100),
  amount: paise,
  created_at: unixSeconds,
});
const refundedPayment = z.object({ id: z.string().max(100), amount_refunded: paise.nullish() }).nullish();
const eventBody = z.object({
  event: z.string().min(1).max(100),
  created_at: unixSeconds,
  payload: z.record(z.string(), z.unknown()).optional(),
});
const eventId = z.string().trim().min(1).max(100);
/** Razorpay collects an email on checkout unless told not to; then it sends this placeholder, which is nobody's. */
const usableEmail = z.email().max(254).refine((email) => email.toLowerCase() !== "void@razorpay.com");

/** The arguments of public.record_razorpay_event: what one event means for the membership list and the purchases. */
export interface RecordedEvent {
  event_id: string;
  event: string;
  content_key: string;
  payment_id?: string;
  email?: string;
  amount_paise?: number;
  currency?: string;
  happened_at?: string;
  refund_id?: string;
  refund_paise?: number;
  refunded_total_paise?: number;
  course_price_paise?: number;
  course_currency?: string;
  not_course_reason?: string;
}

const at = (seconds: number | undefined) => (seconds === undefined ? undefined : new Date(seconds * 1000).toISOString());
const noteValues = (value: z.infer<typeof notes>) => Object.values(value ?? {}).map(String);

/** Why a captured payment is not the course, before the database compares its price and currency; undefined if it may be. */
function notCourseReason(payment: z.infer<typeof paymentEntity>, order: z.infer<typeof orderEntity>, course: CoursePrice): string | undefined {
  if (course.problem) return course.problem;
  if (payment.status !== "captured") return `the payment is not captured (its status is ${payment.status ?? "missing"})`;
  if (course.sourceId && payment.invoice_id !== course.sourceId && ![...noteValues(payment.notes), ...noteValues(order?.notes)].includes(course.sourceId)) {
    return "it did not come from the payment page or link set in RAZORPAY_PAYMENT_SOURCE_ID";
  }
  return undefined;
}

/**
 * Reads a verified body, or says why it cannot be read. An event of a kind we do not handle, or a handled kind whose
 * payment has no usable email, is still recorded (as ignored), so only a body that is not a Razorpay event is refused.
 * `content_key` names what the signature covers (the event type and its payment or refund, else the body's hash),
 * because the x-razorpay-event-id header is not signed.
 */
export function parseRazorpayEvent(rawBody: string, header: string | null, course: CoursePrice): { event: RecordedEvent } | { error: string } {
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
    const order = orderEntity.safeParse(entity("order"));
    const email = usableEmail.safeParse(payment.data.email?.trim());
    return {
      event: {
        ...base,
        content_key: `${event}:${payment.data.id}`,
        payment_id: payment.data.id,
        email: email.success ? email.data.toLowerCase() : undefined,
        amount_paise: payment.data.amount,
        currency: payment.data.currency,
        happened_at: at(payment.data.created_at ?? body.data.created_at),
        course_price_paise: course.pricePaise,
        course_currency: course.currency,
        not_course_reason: notCourseReason(payment.data, order.success ? order.data : undefined, course),
      },
    };
  }
  if (event === "refund.processed") {
    const refund = refundEntity.safeParse(entity("refund"));
    if (!refund.success) return { error: "refund.processed without a refund" };
    // Razorpay's running total of what was refunded, in case an earlier refund's event never reached us.
    const payment = refundedPayment.safeParse(entity("payment"));
    const total = payment.success && payment.data?.id === refund.data.payment_id ? payment.data.amount_refunded : undefined;
    return {
      event: {
        ...base,
        content_key: `${event}:${refund.data.id}`,
        payment_id: refund.data.payment_id,
        refund_id: refund.data.id,
        refund_paise: refund.data.amount,
        refunded_total_paise: total ?? undefined,
        happened_at: at(refund.data.created_at ?? body.data.created_at),
      },
    };
  }
  return { event: { ...base, content_key: `body:${createHash("sha256").update(rawBody).digest("hex")}` } };
}
