import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coursePriceFromEnv, type CoursePrice } from "@/lib/payments/course-price";
import { handleRazorpayWebhook } from "@/lib/payments/handle-razorpay-webhook";
import { razorpaySignature } from "@/lib/payments/razorpay-signature";
import { samplePaymentCaptured, sampleRefundProcessed } from "@/lib/payments/sample-event";
import { confirmThroughOutbox, countRows, databaseKinds, startTestBackend, type TestBackend } from "./harness";
import { FUZZ_TIMEOUT, fuzzOptions, json, text } from "./fuzz-support";

/**
 * The Razorpay webhook's handler against a real backend, as the route runs it: the signature over the raw body, the
 * one-transaction record in Postgres, retries, refunds, events we do not handle, and fuzzed bodies and signatures.
 */

const SECRET = "whsec_test_7f3a";
const COURSE = coursePriceFromEnv({ COURSE_PRICE_PAISE: "499900" });

/** The same payment event with some of the payment's fields (or the event's type) changed, as Razorpay would send it. */
function variant(body: string, payment: Record<string, unknown>, event?: string): string {
  const parsed = JSON.parse(body) as { event: string; payload: { payment: { entity: Record<string, unknown> } } };
  Object.assign(parsed.payload.payment.entity, payment);
  if (event) parsed.event = event;
  return JSON.stringify(parsed);
}

describe.each(databaseKinds())("Razorpay webhook on %s", (kind) => {
  let backend: TestBackend;
  let seq = 0;
  const email = () => `buyer-${kind}-${++seq}@example.com`;

  beforeAll(async () => {
    backend = await startTestBackend(kind);
  });
  afterAll(async () => {
    await backend?.close();
  });

  const deliver = (body: string, eventId: string, signature = razorpaySignature(body, SECRET), course: CoursePrice = COURSE) =>
    handleRazorpayWebhook({ rawBody: Buffer.from(body), signature, eventId }, { secret: SECRET, service: backend.service(), course });

  const membership = async (address: string) =>
    (await backend.db.transaction((tx) => tx.query<{ added_by: string }>("select added_by from public.users where email = $1", [address]))).rows[0]?.added_by ?? null;
  const purchase = async (paymentId: string) =>
    (await backend.db.transaction((tx) => tx.query("select email, event_id, amount_paise::int as amount, currency, status from public.purchases where payment_id = $1", [paymentId]))).rows[0] ?? null;
  const totals = async () =>
    backend.db.transaction(async (tx) => (await tx.query<{ users: number; purchases: number; events: number }>(
      "select (select count(*) from public.users)::int as users, (select count(*) from public.purchases)::int as purchases, (select count(*) from public.razorpay_events)::int as events",
    )).rows[0]!);

  it("a captured payment adds the buyer, who can sign up at once, and records the purchase", async () => {
    const buyer = email();
    const sample = samplePaymentCaptured(`  ${buyer.toUpperCase()} `, 499_900);
    expect(await deliver(sample.body, sample.eventId)).toEqual({ status: 200, body: { ok: true, outcome: "member added" } });
    expect(await membership(buyer)).toBe("purchase");
    expect(await purchase(sample.paymentId)).toEqual({ email: buyer, event_id: sample.eventId, amount: 499_900, currency: "INR", status: "paid" });

    const client = backend.client();
    const signedUp = await client.auth.signUp({ email: buyer, password: "a-strong-password", options: { data: { name: "New Buyer" } } });
    expect(signedUp.error).toBeNull();
    await confirmThroughOutbox(backend, buyer, client);
    expect((await client.rpc("is_member")).data).toBe(true);
  });

  it("the same event delivered again changes nothing, and order.paid for the same payment adds no second purchase", async () => {
    const buyer = email();
    const sample = samplePaymentCaptured(buyer);
    await deliver(sample.body, sample.eventId);
    const before = await totals();
    expect(await deliver(sample.body, sample.eventId)).toEqual({ status: 200, body: { ok: true, outcome: "duplicate" } });
    expect(await totals()).toEqual(before);

    const orderPaid = JSON.parse(sample.body) as { event: string; contains: string[] };
    orderPaid.event = "order.paid";
    expect((await deliver(JSON.stringify(orderPaid), `${sample.eventId}b`)).body.outcome).toBe("already a member");
    expect(await totals()).toEqual({ ...before, events: before.events + 1 });
  });

  it("a bad, missing or other secret's signature gets 400 and stores nothing", async () => {
    const sample = samplePaymentCaptured(email());
    const before = await totals();
    for (const signature of [null, "", "0".repeat(64), razorpaySignature(sample.body, "another-secret"), razorpaySignature(sample.body, SECRET).toUpperCase().slice(1), razorpaySignature(`${sample.body} `, SECRET)]) {
      expect(await deliver(sample.body, sample.eventId, signature as string)).toEqual({ status: 400, body: { ok: false, error: "invalid signature" } });
    }
    expect(await totals()).toEqual(before);
  });

  it("events we do not handle get 200 and are recorded as ignored", async () => {
    const failed = JSON.parse(samplePaymentCaptured(email()).body) as { event: string };
    failed.event = "payment.failed";
    const body = JSON.stringify(failed);
    const before = await totals();
    expect(await deliver(body, "evt_unknown_1")).toEqual({ status: 200, body: { ok: true, outcome: "ignored" } });
    expect(await totals()).toEqual({ ...before, events: before.events + 1 });
    expect(await countRows(backend, "select count(*) as n from public.razorpay_events where event_id = 'evt_unknown_1' and outcome = 'ignored'", [])).toBe(1);
  });

  it("a payment without a usable email is recorded as ignored and adds nobody", async () => {
    const sample = samplePaymentCaptured("void@razorpay.com");
    const before = await totals();
    expect((await deliver(sample.body, sample.eventId)).body.outcome).toBe("ignored: the payment has no usable email");
    expect(await totals()).toEqual({ ...before, events: before.events + 1 });
  });

  it("a full refund ends a membership that purchases made; a partial one changes nothing", async () => {
    const buyer = email();
    const sample = samplePaymentCaptured(buyer, 499_900);
    await deliver(sample.body, sample.eventId);
    const partial = sampleRefundProcessed(sample.paymentId, 100_000);
    expect((await deliver(partial.body, partial.eventId)).body.outcome).toBe("partly refunded (1000.00 INR of 4999.00 INR); membership kept");
    expect(await membership(buyer)).toBe("purchase");

    const full = sampleRefundProcessed(sample.paymentId, 499_900);
    expect((await deliver(full.body, full.eventId)).body.outcome).toBe("refunded; membership removed");
    expect(await membership(buyer)).toBeNull();
    expect((await purchase(sample.paymentId))?.status).toBe("refunded");
    // Razorpay retrying the refund, or a second refund event for the same payment, changes nothing.
    expect((await deliver(full.body, full.eventId)).body.outcome).toBe("duplicate");
  });

  it("a refund keeps the membership while another paid purchase remains, or when an operator added the email", async () => {
    const twice = email();
    const first = samplePaymentCaptured(twice);
    const second = samplePaymentCaptured(twice);
    await deliver(first.body, first.eventId);
    await deliver(second.body, second.eventId);
    const refund = sampleRefundProcessed(first.paymentId, 499_900);
    expect((await deliver(refund.body, refund.eventId)).body.outcome).toBe("refunded; another paid purchase keeps the membership");
    expect(await membership(twice)).toBe("purchase");

    const operatorAdded = email();
    expect((await backend.service().from("users").insert({ email: operatorAdded })).error).toBeNull();
    const paid = samplePaymentCaptured(operatorAdded);
    expect((await deliver(paid.body, paid.eventId)).body.outcome).toBe("already a member");
    const refunded = sampleRefundProcessed(paid.paymentId, 499_900);
    expect((await deliver(refunded.body, refunded.eventId)).body.outcome).toBe("refunded; membership added by an operator kept");
    expect(await membership(operatorAdded)).toBe("operator");
  });

  // HOOK-REPLAY: the event id header is not signed, and order.paid follows payment.captured for the same payment.
  it("a fully refunded payment never adds its email again: not re-sent under a new event id, not by a late order.paid, not when the refund came first", async () => {
    const buyer = email();
    const sample = samplePaymentCaptured(buyer);
    expect((await deliver(sample.body, sample.eventId)).body.outcome).toBe("member added");
    const refund = sampleRefundProcessed(sample.paymentId, 499_900);
    expect((await deliver(refund.body, refund.eventId)).body.outcome).toBe("refunded; membership removed");

    expect(await deliver(sample.body, `${sample.eventId}x`)).toEqual({ status: 200, body: { ok: true, outcome: "duplicate" } });
    expect(await membership(buyer)).toBeNull();
    const lateOrderPaid = variant(sample.body, {}, "order.paid");
    expect((await deliver(lateOrderPaid, `${sample.eventId}y`)).body.outcome).toBe("ignored: the payment was refunded");
    expect(await membership(buyer)).toBeNull();
    expect((await purchase(sample.paymentId))?.status).toBe("refunded");

    const early = email();
    const paidLater = samplePaymentCaptured(early);
    const refundedFirst = sampleRefundProcessed(paidLater.paymentId, 499_900);
    expect((await deliver(refundedFirst.body, refundedFirst.eventId)).body.outcome).toBe("refund recorded; no purchase of this payment yet");
    expect((await deliver(paidLater.body, paidLater.eventId)).body.outcome).toBe("ignored: the payment was refunded");
    expect(await membership(early)).toBeNull();
  });

  // HOOK-AMOUNT
  it("only a captured payment of the course's price and currency adds the email; anything else is recorded as not a course purchase, with the reason", async () => {
    const cases: Array<{ body: (buyer: string) => string; course?: CoursePrice; reason: string }> = [
      { body: (buyer) => samplePaymentCaptured(buyer, 100).body, reason: "paid 1.00 INR; the course costs 4999.00 INR" },
      { body: (buyer) => variant(samplePaymentCaptured(buyer).body, { currency: "USD" }), reason: "paid in USD; the course is sold in INR" },
      { body: (buyer) => variant(samplePaymentCaptured(buyer).body, { status: "authorized" }), reason: "the payment is not captured (its status is authorized)" },
      { body: (buyer) => samplePaymentCaptured(buyer).body, course: coursePriceFromEnv({}), reason: "COURSE_PRICE_PAISE is not set, so no payment grants access" },
      { body: (buyer) => samplePaymentCaptured(buyer).body, course: coursePriceFromEnv({ COURSE_PRICE_PAISE: "4999.00" }), reason: "COURSE_PRICE_PAISE is not a whole number of paise (for ₹4,999 write 499900)" },
      {
        body: (buyer) => samplePaymentCaptured(buyer).body,
        course: coursePriceFromEnv({ COURSE_PRICE_PAISE: "499900", RAZORPAY_PAYMENT_SOURCE_ID: "pl_CoursePage01" }),
        reason: "it did not come from the payment page or link set in RAZORPAY_PAYMENT_SOURCE_ID",
      },
    ];
    for (const { body, course, reason } of cases) {
      const buyer = email();
      const sent = body(buyer);
      expect((await deliver(sent, `evt_amount_${seq}`, undefined, course)).body.outcome, reason).toBe(`not a course purchase: ${reason}`);
      expect(await membership(buyer), reason).toBeNull();
      const paymentId = (JSON.parse(sent) as { payload: { payment: { entity: { id: string } } } }).payload.payment.entity.id;
      const listed = (await backend.service().rpc("admin_purchases")).data as Array<{ payment_id: string; email: string; not_course_reason: string | null }>;
      expect(listed.find((row) => row.payment_id === paymentId), reason).toMatchObject({ email: buyer, not_course_reason: reason });
    }

    // The configured page's id in the payment's notes (where Payment Pages and Links put theirs) makes it the course.
    const fromPage = email();
    const paidOnPage = variant(samplePaymentCaptured(fromPage).body, { notes: { payment_page: "pl_CoursePage01" } });
    const course = coursePriceFromEnv({ COURSE_PRICE_PAISE: "499900", RAZORPAY_PAYMENT_SOURCE_ID: "pl_CoursePage01" });
    expect((await deliver(paidOnPage, "evt_from_page", undefined, course)).body.outcome).toBe("member added");
    expect(await membership(fromPage)).toBe("purchase");
  });

  // HOOK-PARTIAL
  it("partial refunds are summed per payment: reaching the full amount ends the membership like a full refund", async () => {
    const buyer = email();
    const sample = samplePaymentCaptured(buyer);
    await deliver(sample.body, sample.eventId);
    const first = sampleRefundProcessed(sample.paymentId, 200_000);
    expect((await deliver(first.body, first.eventId)).body.outcome).toBe("partly refunded (2000.00 INR of 4999.00 INR); membership kept");
    // The same refund re-sent under another event id is not counted twice.
    expect((await deliver(first.body, `${first.eventId}x`)).body.outcome).toBe("duplicate");
    expect(await membership(buyer)).toBe("purchase");
    const second = sampleRefundProcessed(sample.paymentId, 299_900);
    expect((await deliver(second.body, second.eventId)).body.outcome).toBe("refunded; membership removed");
    expect(await membership(buyer)).toBeNull();
    expect((await purchase(sample.paymentId))?.status).toBe("refunded");

    // A refund event that never arrived still counts: Razorpay's running total travels with the next one.
    const missed = email();
    const paid = samplePaymentCaptured(missed);
    await deliver(paid.body, paid.eventId);
    const last = sampleRefundProcessed(paid.paymentId, 100_000, 499_900);
    expect((await deliver(last.body, last.eventId)).body.outcome).toBe("refunded; membership removed");
    expect(await membership(missed)).toBeNull();

    // Two halves sent at once still add up (the function takes a lock per payment before it sums).
    const halves = email();
    const paidTwice = samplePaymentCaptured(halves);
    await deliver(paidTwice.body, paidTwice.eventId);
    const [a, b] = [sampleRefundProcessed(paidTwice.paymentId, 249_950), sampleRefundProcessed(paidTwice.paymentId, 249_950)];
    const outcomes = await Promise.all([deliver(a.body, a.eventId), deliver(b.body, b.eventId)]);
    expect(outcomes.map((answer) => answer.body.outcome).sort()).toEqual(["partly refunded (2499.50 INR of 4999.00 INR); membership kept", "refunded; membership removed"]);
    expect(await membership(halves)).toBeNull();
  });

  // INFO-4
  it("a payment id recorded for one email cannot add a second email", async () => {
    const buyer = email();
    const other = email();
    const sample = samplePaymentCaptured(buyer);
    await deliver(sample.body, sample.eventId);
    const otherEmail = variant(sample.body, { email: other }, "order.paid");
    expect((await deliver(otherEmail, `${sample.eventId}o`)).body.outcome).toBe("ignored: this payment is already recorded for another email");
    expect(await deliver(variant(sample.body, { email: other }), `${sample.eventId}p`)).toEqual({ status: 200, body: { ok: true, outcome: "duplicate" } });
    expect(await membership(other)).toBeNull();
    expect(await membership(buyer)).toBe("purchase");
    expect((await purchase(sample.paymentId))?.email).toBe(buyer);
  });

  it("the recording function is the service role's alone", async () => {
    const event = { event_id: "evt_anon", event: "payment.captured", payment_id: "pay_anon", email: "anon.buyer@example.com", amount_paise: 1, currency: "INR" };
    const anon = await backend.client().rpc("record_razorpay_event", event);
    expect(anon.status).toBe(401);
    expect(await membership("anon.buyer@example.com")).toBeNull();
  });

  it("fuzzed bodies and signatures: never a 5xx, never a member or an event without a valid signature", { timeout: FUZZ_TIMEOUT }, async () => {
    const sample = samplePaymentCaptured("fuzz.buyer@example.com");
    const statuses = new Map<number, number>();
    const bodies = fc.oneof(
      text(200),
      json().map((value) => JSON.stringify(value) ?? "null"),
      fc.constant(sample.body),
      fc.record({ event: fc.constantFrom("payment.captured", "order.paid", "refund.processed", "payment.failed", ""), payload: json() }).map((value) => JSON.stringify(value)),
    );
    await fc.assert(
      fc.asyncProperty(bodies, fc.oneof(fc.constant(null), text(80), fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: 64, maxLength: 64 })), fc.boolean(), fc.option(text(120)), async (body, forged, signed, eventId) => {
        const before = await totals();
        const answer = await deliver(body, eventId ?? "evt_fuzz", signed ? razorpaySignature(body, SECRET) : (forged as string));
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        expect(answer.status).toBeLessThan(500);
        if (!signed && forged !== razorpaySignature(body, SECRET)) {
          expect(answer.status).toBe(400);
          expect(await totals()).toEqual(before);
        }
      }),
      { ...fuzzOptions(kind), numRuns: kind === "pglite" ? 300 : 100 },
    );
    console.log(`webhook fuzzing on ${kind}: ${[...statuses].map(([status, n]) => `${status}×${n}`).join(", ")}`);
    expect(await membership("fuzz.buyer@example.com")).not.toBe("operator");
  });
});
