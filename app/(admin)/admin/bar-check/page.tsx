import type { Metadata } from "next";
import { changeBarCheckRound } from "@/features/admin/bar-check-actions";
import { isOpen, loadRounds, type Round } from "@/features/bar-check/load-bar-check";
import { loadRoundResults } from "@/features/bar-check/round-results";
import { ActionButton } from "@/features/mocks/action-button";
import { requireAdmin } from "@/lib/auth/admin";
import { formatDateTime } from "@/lib/indian-time";
import { createClient } from "@/lib/supabase/server";

export const metadata: Metadata = { title: "Bar Check · Admin" };

const sectionClass = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm";
/** Each round with whether it is open or still to come, at the time of the request. */
function roundStates(rounds: Round[]) {
  const now = Date.now();
  return rounds.map((round) => ({ round, open: isOpen(round, now), future: Date.parse(round.opensAt) > now }));
}

type Misfit = { round_id: string; email: string; judgements: number; infit: number | null; gold_pairs: number; gold_correct: number };

/** `/admin/bar-check`: the rounds (open, extend by 7 days, close) and the judges who fit badly. */
export default async function AdminBarCheckPage() {
  await requireAdmin();
  const rounds = await loadRounds();
  const states = roundStates(rounds);
  const current = states.find((state) => state.open)?.round;
  // Fitting the open round refreshes the judges' statistics the list below reads.
  if (current) await loadRoundResults(current.id);
  const supabase = await createClient();
  const misfits = await supabase.rpc("admin_bar_check_misfits");
  const rows = (misfits.data ?? []) as Misfit[];
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Bar Check</h1>
      <section aria-labelledby="rounds" className={sectionClass}>
        <h2 id="rounds" className="text-lg font-semibold text-slate-900">Rounds</h2>
        <p className="text-sm text-slate-700">Scheduled in content/bar-check/rounds.json; a round you change here keeps your dates.</p>
        <ul className="mt-3 space-y-4">
          {states.map(({ round, open, future }) => {
            return (
              <li key={round.id} className="space-y-2 border-t border-slate-200 pt-3">
                <p className="font-medium text-slate-900">{round.id} · {round.questionId}</p>
                <p className="text-sm text-slate-700">
                  {open ? "Open" : future ? "Opens" : "Closed"} · {formatDateTime(round.opensAt)} to {formatDateTime(round.closesAt)}
                </p>
                <div className="flex flex-wrap gap-3">
                  {!open && <ActionButton action={changeBarCheckRound} fields={{ round: round.id, action: "open", days: "7" }} label={`Open ${round.id} now`} />}
                  {(open || future) && <ActionButton action={changeBarCheckRound} fields={{ round: round.id, action: "extend", days: "7" }} label={`Extend ${round.id} by 7 days`} />}
                  {open && <ActionButton action={changeBarCheckRound} fields={{ round: round.id, action: "close" }} label={`Close ${round.id} now`} tone="danger" />}
                </div>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="misfits" className={sectionClass}>
        <h2 id="misfits" className="text-lg font-semibold text-slate-900">Judges who fit badly</h2>
        <p className="text-sm text-slate-700">
          Infit well above the other judges&apos;: their choices follow the consensus less than chance would. They count for less in the fit.
        </p>
        {misfits.error ? (
          <p className="text-slate-800">The list cannot be read right now.</p>
        ) : rows.length === 0 ? (
          <p className="mt-2 text-slate-800">None.</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr><th scope="col">Round</th><th scope="col">Judge</th><th scope="col">Judgements</th><th scope="col">Infit</th><th scope="col">Gold pairs right</th></tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={`${row.round_id}-${row.email}`} className="border-t border-slate-200">
                    <td>{row.round_id}</td>
                    <td className="break-all">{row.email}</td>
                    <td>{row.judgements}</td>
                    <td>{row.infit === null ? "–" : row.infit.toFixed(2)}</td>
                    <td>{row.gold_correct} of {row.gold_pairs}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </main>
  );
}
