import { randomBytes } from "node:crypto";

const razorpayId = (prefix: string) => `${prefix}_${randomBytes(7).toString("base64url").replace(/[-_]/g, "x")}`;

/** The course's price on the demo stack and in the tests (₹4,999): `npm start` without Supabase settings sets it. */
export const SAMPLE_PRICE_PAISE = 499_900;

/**
 * A `payment.captured` event in Razorpay's documented shape (Webhooks → Payments → Payment Captured, trimmed to the
 * fields a card payment always has), for `npm run webhook:sample` and the tests. Returns the body as sent, and the ids.
 */
export function samplePaymentCaptured(email: string, amountPaise = SAMPLE_PRICE_PAISE, paymentId = razorpayId("pay")) {
  const now = Math.floor(Date.now() / 1000);
  const body = {
    entity: "event",
    account_id: "acc_SampleAccount01",
    event: "payment.captured",
    contains: ["payment"],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: "payment",
          amount: amountPaise,
          currency: "INR",
          status: "captured",
          order_id: razorpayId("order"),
          invoice_id: null,
          international: false,
          method: "upi",
          amount_refunded: 0,
          refund_status: null,
          captured: true,
          description: "PM Interview Mastery",
          email,
          contact: "+919812345678",
          notes: [],
          fee: 11_798,
          tax: 1_800,
          error_code: null,
          created_at: now,
        },
      },
    },
    created_at: now,
  };
  return { body: JSON.stringify(body), paymentId, eventId: razorpayId("evt") };
}

/**
 * A `refund.processed` event for a full or partial refund of `paymentId` (Webhooks → Refunds → Refund Processed).
 * With `amountRefunded`, it carries the payment as Razorpay does, with its running total of refunds.
 */
export function sampleRefundProcessed(paymentId: string, amountPaise: number, amountRefunded?: number) {
  const now = Math.floor(Date.now() / 1000);
  const body = {
    entity: "event",
    account_id: "acc_SampleAccount01",
    event: "refund.processed",
    contains: ["refund", "payment"],
    payload: {
      refund: {
        entity: {
          id: razorpayId("rfnd"),
          entity: "refund",
          amount: amountPaise,
          currency: "INR",
          payment_id: paymentId,
          notes: [],
          receipt: null,
          created_at: now,
          status: "processed",
          speed_processed: "normal",
          speed_requested: "normal",
        },
      },
      ...(amountRefunded === undefined
        ? {}
        : { payment: { entity: { id: paymentId, entity: "payment", amount_refunded: amountRefunded } } }),
    },
    created_at: now,
  };
  return { body: JSON.stringify(body), eventId: razorpayId("evt") };
}
