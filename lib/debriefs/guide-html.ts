import type { ApprovedReport } from "./approved-report";
import { debriefLabel } from "./debrief-kinds";
import type { LoopSummary } from "./loop-summary";
import { LOOP_MINIMUM } from "./loop-summary";
import { monthLabel } from "./months";

/** Reports a guide lists; the rest are on /debriefs. */
export const GUIDE_REPORTS = 10;

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** Text as HTML text: whatever a member typed shows as they typed it, never as markup. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The body of a guide's "What members reported" part, as HTML the server renders per request (the guide itself is
 * prepared once for every member, so the part is fetched into it: features/debriefs/guide-reports.tsx). Every
 * piece of members' text is escaped.
 */
export function guideReportsHtml(companyName: string, summary: LoopSummary, reports: readonly ApprovedReport[]): string {
  const company = escapeHtml(companyName);
  const parts: string[] = [];
  if (!summary.enough) {
    parts.push(
      `<p class="text-sm text-slate-700">${summary.recent === 0 ? "No member has" : `Only ${plural(summary.recent, "member has", "members have")}`} reported a ${company} round from the last 12 months: too few to show a loop (it takes ${LOOP_MINIMUM}).</p>`,
    );
  } else {
    parts.push(`<h3 class="mt-3 font-semibold text-slate-900">The loop, as reported</h3><ol class="mt-1 list-decimal space-y-1 pl-6 text-sm text-slate-800">`);
    for (const round of summary.rounds) {
      parts.push(`<li>${escapeHtml(debriefLabel(round.roundType))}: ${plural(round.reports, "report", "reports")}, newest ${monthLabel(round.newest)}</li>`);
    }
    parts.push("</ol>");
  }
  if (reports.length > 0) {
    parts.push(`<h3 class="mt-4 font-semibold text-slate-900">Newest reports</h3><ul class="mt-1 space-y-3">`);
    for (const report of reports.slice(0, GUIDE_REPORTS)) {
      const heading = [monthLabel(report.month), debriefLabel(report.level), debriefLabel(report.roundType), debriefLabel(report.format), `${report.minutes} min`, debriefLabel(report.outcome)].map(escapeHtml).join(" · ");
      parts.push(`<li class="rounded-md border border-slate-200 p-3"><p class="text-sm font-medium text-slate-900">${heading}</p><ul class="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">`);
      for (const question of report.questions) parts.push(`<li class="whitespace-pre-line">${escapeHtml(question)}</li>`);
      parts.push("</ul>");
      if (report.tip) parts.push(`<p class="mt-1 whitespace-pre-line text-sm text-slate-700">Tip: ${escapeHtml(report.tip)}</p>`);
      parts.push("</li>");
    }
    parts.push("</ul>");
  }
  return parts.join("");
}
