import { loadApproved } from "@/features/debriefs/load-debriefs";
import { currentMember } from "@/lib/auth/session";
import { COMPANIES } from "@/lib/course/companies";
import { guideReportsHtml } from "@/lib/debriefs/guide-html";
import { loopSummary } from "@/lib/debriefs/loop-summary";
import { currentMonth } from "@/lib/debriefs/months";
import { PRIVATE_NO_STORE } from "@/lib/security/headers";

const PRIVATE = { "Cache-Control": PRIVATE_NO_STORE };

/**
 * GET /api/debriefs/guide?company=swiggy: the body of a company guide's "What members reported" part as HTML, rendered
 * here for each request. The guide is prepared once for every member, so it carries none of it; one read of the
 * approved reports (public.approved_debriefs) makes it. Members only: 401 without a session and membership.
 */
export async function GET(request: Request) {
  const member = await currentMember();
  if (!member) return new Response("Please sign in.", { status: 401, headers: PRIVATE });
  const company = COMPANIES.find((item) => item.id === new URL(request.url).searchParams.get("company"));
  if (!company) return new Response("No such company.", { status: 404, headers: PRIVATE });
  const reports = await loadApproved({ company: company.id });
  if (reports === null) return new Response("The reports cannot be read right now.", { status: 503, headers: PRIVATE });
  const html = guideReportsHtml(company.name, loopSummary(reports, currentMonth()), reports);
  return new Response(html, { headers: { ...PRIVATE, "Content-Type": "text/html; charset=utf-8" } });
}
