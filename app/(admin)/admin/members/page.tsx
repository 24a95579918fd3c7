import type { Metadata } from "next";
import { AddMembersForm } from "@/features/admin/add-members-form";
import { formatDate } from "@/lib/indian-time";
import { ImportMembersForm } from "@/features/admin/import-members-form";
import { RemoveMemberButton } from "@/features/admin/remove-member-button";
import { Alert } from "@/components/ui/alert";
import { inputClass } from "@/components/ui/field";
import { requireAdmin } from "@/lib/auth/admin";
import { listMembers, type MemberRow } from "@/lib/members/member-list";
import { createClient } from "@/lib/supabase/server";

export const metadata: Metadata = { title: "Members · Admin" };

/** Rows shown at once; a search narrows a longer list, and the export has them all. */
const SHOWN = 200;

const sectionClass = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm";

/** `/admin/members`: search the membership list, add, import, remove, export. */
export default async function MembersAdminPage({ searchParams }: PageProps<"/admin/members">) {
  await requireAdmin();
  const raw = (await searchParams).q;
  const search = (typeof raw === "string" ? raw : "").slice(0, 254);
  let rows: MemberRow[] | null = null;
  try {
    rows = await listMembers(await createClient(), search);
  } catch {
    rows = null;
  }

  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Members</h1>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="add-heading" className={sectionClass}>
          <h2 id="add-heading" className="mb-3 text-lg font-semibold text-slate-900">Add members</h2>
          <AddMembersForm />
        </section>
        <section aria-labelledby="import-heading" className={sectionClass}>
          <h2 id="import-heading" className="mb-3 text-lg font-semibold text-slate-900">Import a CSV</h2>
          <ImportMembersForm />
        </section>
      </div>

      <section aria-labelledby="list-heading" className={sectionClass}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="list-heading" className="text-lg font-semibold text-slate-900">The membership list</h2>
          <a href="/admin/members/export" download className="text-sm font-medium text-violet-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-violet-700">
            Export CSV
          </a>
        </div>
        <form role="search" className="mt-4 flex flex-wrap gap-2" action="/admin/members">
          <label htmlFor="member-search" className="sr-only">Search emails</label>
          <input id="member-search" name="q" type="search" defaultValue={search} placeholder="Search emails" className={`${inputClass} min-w-0 flex-1`} />
          <button type="submit" className="rounded-md bg-violet-700 px-4 py-2 font-semibold text-white hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700">
            Search
          </button>
        </form>
        {rows === null ? (
          <div className="mt-4"><Alert>The membership list could not be loaded. Please try again.</Alert></div>
        ) : (
          <>
            <p className="mt-4 text-sm text-slate-700" role="status">
              {rows.length} {rows.length === 1 ? "member" : "members"}
              {search ? ` matching “${search}”` : ""}
              {rows.length > SHOWN ? `; the newest ${SHOWN} are shown` : ""}
            </p>
            <ul className="mt-2 divide-y divide-slate-200">
              {rows.slice(0, SHOWN).map((row) => (
                <li key={row.email} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="break-all font-medium text-slate-900">{row.email}</p>
                    <p className="text-sm text-slate-700">
                      Since {formatDate(row.created_at)} · {row.added_by === "purchase" ? "paid through Razorpay" : "added by an operator"} ·{" "}
                      {row.has_account ? "signed up" : "no account yet"}
                      {row.is_admin ? " · admin" : ""}
                    </p>
                  </div>
                  <RemoveMemberButton email={row.email} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </main>
  );
}
