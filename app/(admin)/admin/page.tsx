import type { Metadata } from "next";
import { Link } from "@/components/layout/link";
import { requireAdmin } from "@/lib/auth/admin";

export const metadata: Metadata = { title: "Admin" };

const SECTIONS = [
  { href: "/admin/members", title: "Members", text: "Search the membership list, add or remove emails, import a CSV, export the list." },
  { href: "/admin/feedback", title: "Feedback", text: "Each lesson's thumbs up and down and its comments, worst lessons first; CSV export." },
  { href: "/admin/purchases", title: "Purchases", text: "Payments and refunds from Razorpay, and the latest webhook events." },
  { href: "/admin/mocks", title: "Mock interviews", text: "How the mock board is used, and members' reports about each other with both sides' details." },
  { href: "/admin/grader", title: "AI grader", text: "Each question type's agreement with the editors, and whether members are offered the second opinion." },
  { href: "/admin/debriefs", title: "Interview debriefs", text: "Approve, edit for privacy or reject members' reports of real rounds; flags; links to bank questions; outcomes." },
];

/** `/admin`: where the admin pages start. */
export default async function AdminHome() {
  await requireAdmin();
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Admin</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {SECTIONS.map(({ href, title, text }) => (
          <li key={href} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="text-lg font-semibold">
              <Link href={href} className="text-violet-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-violet-700">
                {title}
              </Link>
            </h2>
            <p className="mt-2 text-sm text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
