import { GUIDE_REPORTS_PATH } from "@/lib/auth/route-rules";
import { GuideReports } from "./guide-reports";

const linkClass = "text-violet-800 underline";

/**
 * A company guide's "What members reported" part. The guide is prepared once for every member, so the part's body is
 * rendered on the server for each request (app/api/debriefs/guide) and fetched into the page once it is shown: one
 * small read, and no rendering code in the browser. Without scripts, the links lead to the same reports.
 */
export function MembersReported({ company, name }: { company: string; name: string }) {
  const query = `company=${encodeURIComponent(company)}`;
  return (
    <section aria-labelledby="members-reported" className="rounded-lg border border-slate-200 p-4">
      <h2 id="members-reported" className="text-lg font-semibold text-slate-900">What members reported</h2>
      <p className="mt-1 text-sm text-slate-700">Rounds members sat at {name}, checked by an admin, with the month and year only.</p>
      <GuideReports src={`${GUIDE_REPORTS_PATH}?${query}`} />
      <p className="mt-3 text-sm">
        <a href={`/debriefs?${query}`} className={linkClass}>All {name} reports</a> · Interviewed at {name}?{" "}
        <a href={`/debriefs/new?${query}`} className={linkClass}>Report a round</a>
      </p>
    </section>
  );
}
