import type { Metadata } from "next";
import { Alert } from "@/components/ui/alert";
import { formatAmount } from "@/features/admin/format";
import { formatDateTime } from "@/lib/indian-time";
import { purchasesReport, type Purchase, type WebhookEvent } from "@/features/admin/purchases-report";
import { requireAdmin } from "@/lib/auth/admin";
import { createClient } from "@/lib/supabase/server";

export const metadata: Metadata = { title: "Purchases · Admin" };

const sectionClass = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm";

/** Paid, refunded, or a payment that bought nothing (its reason is shown under it). */
function PurchaseStatus({ purchase }: { purchase: Purchase }) {
  if (purchase.not_course_reason) {
    return <span className="rounded bg-slate-200 px-1.5 py-0.5 text-slate-900">not a course purchase{purchase.status === "refunded" ? ", refunded" : ""}</span>;
  }
  if (purchase.status === "refunded") {
    return <span className="rounded bg-amber-100 px-1.5 py-0.5 text-amber-900">refunded{purchase.refunded_at ? ` ${formatDateTime(purchase.refunded_at)}` : ""}</span>;
  }
  return <span className="rounded bg-emerald-100 px-1.5 py-0.5 text-emerald-900">paid</span>;
}

/** `/admin/purchases`: what Razorpay's webhook recorded: payments and refunds, and the latest events. */
export default async function PurchasesAdminPage() {
  await requireAdmin();
  let report: { purchases: Purchase[]; events: WebhookEvent[] } | null = null;
  try {
    report = await purchasesReport(await createClient());
  } catch {
    report = null;
  }
  if (!report) {
    return (
      <main className="mx-auto max-w-5xl px-4 py-8">
        <h1 className="text-2xl font-bold text-slate-900">Purchases</h1>
        <div className="mt-6"><Alert>The purchases could not be loaded. Please try again.</Alert></div>
      </main>
    );
  }
  const courses = report.purchases.filter((purchase) => purchase.not_course_reason === null);
  const paid = courses.filter((purchase) => purchase.status === "paid");
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Purchases</h1>
      <section aria-labelledby="purchases-heading" className={sectionClass}>
        <h2 id="purchases-heading" className="text-lg font-semibold text-slate-900">Payments, newest first</h2>
        <p className="mt-1 text-sm text-slate-700">
          {paid.length} paid, {courses.length - paid.length} refunded, {report.purchases.length - courses.length} not a course purchase. A payment of the
          course&apos;s price adds its email to the membership list at once; refunds that reach the full amount take it off again when no other paid
          purchase remains and no operator added it.
        </p>
        {report.purchases.length === 0 ? (
          <p className="mt-4 text-sm text-slate-700">No payments yet.</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200">
            {report.purchases.map((purchase) => (
              <li key={purchase.payment_id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
                <div className="min-w-0">
                  <p className="break-all font-medium text-slate-900">{purchase.email}</p>
                  <p className="break-all text-sm text-slate-700">
                    <time dateTime={purchase.paid_at}>{formatDateTime(purchase.paid_at)}</time> · {purchase.payment_id}
                  </p>
                </div>
                <div className="text-sm">
                  <p>
                    <span className="font-semibold tabular-nums text-slate-900">{formatAmount(purchase.amount_paise, purchase.currency)}</span>{" "}
                    <PurchaseStatus purchase={purchase} />
                  </p>
                  {purchase.status === "paid" && purchase.refunded_paise > 0 ? (
                    <p className="text-slate-700">{formatAmount(purchase.refunded_paise, purchase.currency)} refunded so far</p>
                  ) : null}
                  {purchase.not_course_reason ? <p className="break-words text-slate-700">{purchase.not_course_reason}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="events-heading" className={sectionClass}>
        <h2 id="events-heading" className="text-lg font-semibold text-slate-900">Latest webhook events</h2>
        {report.events.length === 0 ? (
          <p className="mt-4 text-sm text-slate-700">Razorpay has sent no event yet. The README says how to connect it.</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200">
            {report.events.map((event) => (
              <li key={event.event_id} className="py-2 text-sm">
                <p className="break-all text-slate-900">
                  <span className="font-medium">{event.event}</span>: {event.outcome}
                </p>
                <p className="break-all text-slate-700">
                  <time dateTime={event.received_at}>{formatDateTime(event.received_at)}</time> · {event.event_id}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
