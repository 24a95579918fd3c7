import { createHmac, timingSafeEqual } from "node:crypto";

/** Razorpay's X-Razorpay-Signature: the hex HMAC-SHA256 of the raw request body, keyed with the webhook secret. */
export function razorpaySignature(rawBody: Buffer | string, secret: string): string {
  return createHmac("sha256", secret).update(rawBody).digest("hex");
}

/**
 * Whether `signature` is the body's signature. Compared in constant time on buffers of equal length (anything that is
 * not 64 hex digits is refused before the comparison, which would otherwise throw on a length mismatch).
 */
export function isValidRazorpaySignature(rawBody: Buffer, signature: string | null, secret: string): boolean {
  if (!secret || !signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(razorpaySignature(rawBody, secret), "hex");
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}
