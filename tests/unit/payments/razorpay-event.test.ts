import { describe, expect, it } from "vitest";
import { coursePriceFromEnv } from "@/lib/payments/course-price";
import { parseRazorpayEvent } from "@/lib/payments/razorpay-event";
import { samplePaymentCaptured, sampleRefundProcessed } from "@/lib/payments/sample-event";

const COURSE = coursePriceFromEnv({ COURSE_PRICE_PAISE: "499900" });

describe("coursePriceFromEnv", () => {
  it("reads the price in paise and the currency, INR unless set", () => {
    expect(coursePriceFromEnv({ COURSE_PRICE_PAISE: " 499900 " })).toEqual({ pricePaise: 499_900, currency: "INR", sourceId: undefined });
    expect(coursePriceFromEnv({ COURSE_PRICE_PAISE: "5000", COURSE_CURRENCY: "usd", RAZORPAY_PAYMENT_SOURCE_ID: "pl_Page01" })).toEqual({
      pricePaise: 5000,
      currency: "USD",
      sourceId: "pl_Page01",
    });
  });

  it("fails safe: without a usable price nothing is a course purchase, and the problem says what to fix", () => {
    expect(coursePriceFromEnv({}).problem).toBe("COURSE_PRICE_PAISE is not set, so no payment grants access");
    for (const price of ["4999.00", "₹4999", "0", "-1", "1e6", "99999999999999999999"]) {
      expect(coursePriceFromEnv({ COURSE_PRICE_PAISE: price }).problem, price).toBe("COURSE_PRICE_PAISE is not a whole number of paise (for ₹4,999 write 499900)");
    }
    expect(coursePriceFromEnv({ COURSE_PRICE_PAISE: "499900", COURSE_CURRENCY: "rupees" }).problem).toBe("COURSE_CURRENCY is not a three-letter currency code such as INR");
  });
});

describe("parseRazorpayEvent", () => {
  it("keys a payment event on its type and payment, whatever the unsigned event id header says", () => {
    const sample = samplePaymentCaptured("buyer@example.com");
    const first = parseRazorpayEvent(sample.body, "evt_1", COURSE);
    const again = parseRazorpayEvent(sample.body, "evt_2", COURSE);
    expect("event" in first && first.event.content_key).toBe(`payment.captured:${sample.paymentId}`);
    expect("event" in again && again.event.content_key).toBe(`payment.captured:${sample.paymentId}`);
  });

  it("keys a refund on its refund id and carries Razorpay's running total of the payment's refunds", () => {
    const refund = sampleRefundProcessed("pay_Abc", 100, 300);
    const parsed = parseRazorpayEvent(refund.body, "evt_r", COURSE);
    expect(parsed).toMatchObject({ event: { payment_id: "pay_Abc", refund_paise: 100, refunded_total_paise: 300 } });
    expect("event" in parsed && parsed.event.content_key).toMatch(/^refund\.processed:rfnd_/);
  });

  it("keys an event it does not handle on the hash of the signed body", () => {
    const parsed = parseRazorpayEvent(JSON.stringify({ event: "payment.failed" }), "evt_f", COURSE);
    expect("event" in parsed && parsed.event.content_key).toMatch(/^body:[0-9a-f]{64}$/);
  });
});
