import { coursePriceFromEnv } from "@/lib/payments/course-price";
import { handleRazorpayWebhook } from "@/lib/payments/handle-razorpay-webhook";
import { createServiceClient } from "@/lib/supabase/service";

const MAX_BODY_BYTES = 1_000_000;

/**
 * `POST /api/webhooks/razorpay`: Razorpay's payment events (README: 'Taking payments with Razorpay'). Without the
 * secret or the service key the site cannot take payments: 503, so Razorpay keeps retrying until the operator sets them.
 */
export async function POST(request: Request): Promise<Response> {
  const secret = process.env.RAZORPAY_WEBHOOK_SECRET;
  const service = createServiceClient();
  if (!secret || !service) {
    console.error("razorpay webhook: RAZORPAY_WEBHOOK_SECRET and SUPABASE_SECRET_KEY (or SUPABASE_SERVICE_ROLE_KEY) must be set");
    return Response.json({ ok: false, error: "payments are not configured" }, { status: 503 });
  }
  // Razorpay's events are a few kilobytes; anything far larger is not one of them.
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return Response.json({ ok: false, error: "too large" }, { status: 413 });
  const rawBody = Buffer.from(await request.arrayBuffer());
  if (rawBody.length > MAX_BODY_BYTES) return Response.json({ ok: false, error: "too large" }, { status: 413 });
  const course = coursePriceFromEnv();
  if (course.problem) console.error(`razorpay webhook: ${course.problem}; payments are recorded as "not a course purchase" (README: 'Taking payments with Razorpay')`);
  const answer = await handleRazorpayWebhook(
    { rawBody, signature: request.headers.get("x-razorpay-signature"), eventId: request.headers.get("x-razorpay-event-id") },
    { secret, service, course },
  );
  return Response.json(answer.body, { status: answer.status, headers: { "Cache-Control": "no-store" } });
}
