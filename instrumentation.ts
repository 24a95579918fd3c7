// Runs once when a server process starts (Next's instrumentation hook).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logAuthErrorsOnOneLine } = await import("./lib/logging/one-line-auth-errors");
  logAuthErrorsOnOneLine();
  // Mock interview reminders: sent from the database's queue through SMTP_URL, never on a page's time.
  const { startMailWorker } = await import("./features/mocks/mail-worker");
  startMailWorker();
  const { coursePriceFromEnv } = await import("./lib/payments/course-price");
  const course = coursePriceFromEnv();
  // Said at start-up, not only when a buyer's payment arrives: the operator who upgraded sees it before anyone pays.
  if (process.env.RAZORPAY_WEBHOOK_SECRET && course.problem) {
    console.warn(`Razorpay: ${course.problem}. Payments are recorded as "not a course purchase" and add nobody until it is set.`);
  }
}
