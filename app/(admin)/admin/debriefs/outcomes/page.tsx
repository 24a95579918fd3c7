import type { Metadata } from "next";
import { requireAdmin } from "@/lib/auth/admin";
import { debriefLabel, type Outcome, type RoundType } from "@/lib/debriefs/debrief-kinds";
import { OUTCOMES_NEEDED, outcomeFigures } from "@/lib/debriefs/outcome-figures";
import { createClient } from "@/lib/supabase/server";

export const metadata: Metadata = { title: "Debrief outcomes · Admin" };

const percent = (share: number | null) => (share === null ? "–" : `${Math.round(share * 100)}%`);

/**
 * `/admin/debriefs/outcomes`: per round type, whether the member's readiness when they reported predicted passing (the
 * share who moved on by readiness band, and the AUC), once there are 50 outcomes of the type; below that, the count.
 */
export default async function DebriefOutcomesPage() {
  await requireAdmin();
  const supabase = await createClient();
  const { data, error } = await supabase.rpc("admin_debrief_outcomes");
  const figures = error ? null : outcomeFigures((data as { round_type: RoundType; readiness: number | null; outcome: Outcome }[]).map((row) => ({ roundType: row.round_type, readiness: row.readiness, outcome: row.outcome })));
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Readiness and outcomes</h1>
      <p className="text-slate-700">
        Each report stores the member&apos;s readiness for the round&apos;s question type when they sent it. Passing is moving on or an offer. The AUC is the chance a
        member who passed had a higher readiness than one who did not (0.5 is chance). Figures show from {OUTCOMES_NEEDED} known outcomes of a type.
      </p>
      {figures === null && <p className="text-slate-800">The outcomes cannot be read right now.</p>}
      {figures?.length === 0 && <p className="text-slate-800">No known outcomes with a readiness yet: too early to say anything.</p>}
      {figures?.map((figure) => (
        <section key={figure.roundType} aria-labelledby={`type-${figure.roundType}`} className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id={`type-${figure.roundType}`} className="text-lg font-semibold text-slate-900">{debriefLabel(figure.roundType)}</h2>
          {figure.tooEarly ? (
            <p className="text-slate-800">{figure.outcomes} of {OUTCOMES_NEEDED} outcomes: too early to say whether readiness predicts passing.</p>
          ) : (
            <>
              <p className="text-slate-800">{figure.outcomes} outcomes · AUC {figure.auc === null ? "– (everyone passed, or no one did)" : figure.auc.toFixed(2)}</p>
              <div className="overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <thead><tr><th scope="col">Readiness</th><th scope="col">Outcomes</th><th scope="col">Moved on</th></tr></thead>
                  <tbody>
                    {figure.bands.map((band) => (
                      <tr key={band.label} className="border-t border-slate-200"><td>{band.label}</td><td>{band.outcomes}</td><td>{percent(band.movedOn)}</td></tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </section>
      ))}
    </main>
  );
}
