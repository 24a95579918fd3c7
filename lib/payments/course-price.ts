/**
 * What a course purchase is, from the environment: `COURSE_PRICE_PAISE` (a whole number of paise), `COURSE_CURRENCY`
 * (default INR) and, when set, `RAZORPAY_PAYMENT_SOURCE_ID`. Without a usable price nothing grants access: an
 * operator who upgrades without setting it sees every payment as "not a course purchase" with this `problem`,
 * instead of any amount buying the course.
 */
export interface CoursePrice {
  pricePaise?: number;
  currency: string;
  sourceId?: string;
  problem?: string;
}

export function coursePriceFromEnv(env: Record<string, string | undefined> = process.env): CoursePrice {
  const currency = (env.COURSE_CURRENCY?.trim() || "INR").toUpperCase();
  const sourceId = env.RAZORPAY_PAYMENT_SOURCE_ID?.trim() || undefined;
  const raw = env.COURSE_PRICE_PAISE?.trim();
  if (!/^[A-Z]{3}$/.test(currency)) return { currency, sourceId, problem: "COURSE_CURRENCY is not a three-letter currency code such as INR" };
  if (!raw) return { currency, sourceId, problem: "COURSE_PRICE_PAISE is not set, so no payment grants access" };
  const pricePaise = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(pricePaise) || pricePaise <= 0) {
    return { currency, sourceId, problem: "COURSE_PRICE_PAISE is not a whole number of paise (for ₹4,999 write 499900)" };
  }
  return { pricePaise, currency, sourceId };
}
