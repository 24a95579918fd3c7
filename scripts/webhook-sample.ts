import { parseArgs } from "node:util";
import { LOCAL_WEBHOOK_SECRET } from "../local-supabase/config";
import { razorpaySignature } from "../lib/payments/razorpay-signature";
import { SAMPLE_PRICE_PAISE, samplePaymentCaptured } from "../lib/payments/sample-event";

// `npm run webhook:sample -- --email someone@example.com`: sends the site a `payment.captured` event as Razorpay would,
// signed with RAZORPAY_WEBHOOK_SECRET (the local demo stack's secret when unset), so the email becomes a member at once.
const { values } = parseArgs({
  options: {
    email: { type: "string" },
    url: { type: "string", default: `http://localhost:${process.env.PORT || 3000}` },
    // The site's price, so the sample buys the course (another amount is recorded as "not a course purchase").
    amount: { type: "string", default: process.env.COURSE_PRICE_PAISE || String(SAMPLE_PRICE_PAISE) },
  },
});
const amount = Number(values.amount);
if (!values.email || !Number.isSafeInteger(amount) || amount < 0) {
  console.error("Usage: npm run webhook:sample -- --email someone@example.com [--url http://localhost:3000] [--amount <paise>]");
  process.exit(2);
}
const secret = process.env.RAZORPAY_WEBHOOK_SECRET || LOCAL_WEBHOOK_SECRET;
const { body, eventId, paymentId } = samplePaymentCaptured(values.email, amount);
const endpoint = new URL("/api/webhooks/razorpay", values.url);
try {
  const response = await fetch(endpoint, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Razorpay-Signature": razorpaySignature(body, secret), "X-Razorpay-Event-Id": eventId },
    body,
    redirect: "manual",
  });
  console.log(`POST ${endpoint} (payment.captured ${paymentId}, event ${eventId}): ${response.status} ${await response.text()}`);
  process.exitCode = response.ok ? 0 : 1;
} catch (error) {
  console.error(`${endpoint} could not be reached (${error instanceof Error ? error.message : error}): is the site running (npm start)?`);
  process.exitCode = 1;
}
