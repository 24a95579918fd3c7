import type { Metadata } from "next";
import { loadMeasurements } from "@/features/second-opinion/load-second-opinion";
import { requireAdmin } from "@/lib/auth/admin";
import { gate, MIN_KAPPA, MIN_SAMPLES } from "@/lib/grader/agreement";
import { graderSettings } from "@/lib/grader/settings";
import { formatDateTime } from "@/lib/indian-time";
import { QUESTION_TYPES } from "@/lib/practice/question-kinds";

export const metadata: Metadata = { title: "AI grader · Admin" };

const sectionClass = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm";
const kappaText = (kappa: number | null) => (kappa === null ? "n/a" : kappa.toFixed(2));

/**
 * `/admin/grader`: whether the AI second opinion is set up, and for every question type its latest agreement with the
 * editors (from `npm run grader:agreement`) and whether members are offered it, or why not.
 */
export default async function AdminGraderPage() {
  await requireAdmin();
  const settings = graderSettings();
  const measurements = await loadMeasurements();
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">AI grader</h1>
      <section aria-labelledby="settings" className={sectionClass}>
        <h2 id="settings" className="text-lg font-semibold text-slate-900">Settings</h2>
        {settings ? (
          <p className="mt-2 text-slate-800">
            On: model <span className="break-all font-medium">{settings.model}</span> at <span className="break-all">{settings.baseUrl}</span>; {settings.memberDailyCap} second opinions a member a day;
            {" "}{settings.dailyBudgetTokens.toLocaleString("en-IN")} tokens a day for all members.
          </p>
        ) : (
          <p className="mt-2 text-slate-800">Off: set AI_BASE_URL, AI_API_KEY and AI_MODEL (docs/ai-second-opinion.md). Members see nothing of it.</p>
        )}
        <p className="mt-2 text-sm text-slate-700">
          A type is offered once its overall kappa against the editors is at least {MIN_KAPPA.toFixed(2)} on at least {MIN_SAMPLES} samples, measured with the model set now.
        </p>
      </section>
      <section aria-labelledby="types" className={sectionClass}>
        <h2 id="types" className="text-lg font-semibold text-slate-900">Question types</h2>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col">Type</th><th scope="col">Kappa</th><th scope="col">Per skill</th><th scope="col">Samples</th><th scope="col">No opinion</th>
                <th scope="col">Quotes dropped</th><th scope="col">Model, measured</th><th scope="col">Offered</th>
              </tr>
            </thead>
            <tbody>
              {QUESTION_TYPES.map(({ key, label }) => {
                const measurement = measurements.get(key) ?? null;
                const verdict = settings ? gate(measurement, settings.model) : { open: false as const, reason: "The grader is off." };
                return (
                  <tr key={key} className="border-t border-slate-200 align-top">
                    <th scope="row" className="font-medium">{label}</th>
                    <td>{measurement ? kappaText(measurement.kappa) : "–"}</td>
                    <td>
                      {measurement
                        ? Object.entries(measurement.kappaBySkill).map(([skill, kappa]) => <div key={skill}>{skill}: {kappaText(kappa)}</div>)
                        : "–"}
                    </td>
                    <td>{measurement ? `${measurement.samples}${measurement.failed ? ` (${measurement.failed} failed)` : ""}` : "–"}</td>
                    <td>{measurement ? `${Math.round(measurement.abstentionRate * 100)}%` : "–"}</td>
                    <td>{measurement ? measurement.dropped : "–"}</td>
                    <td className="break-all">{measurement ? `${measurement.model}, ${formatDateTime(measurement.measuredAt)}` : "Not measured"}</td>
                    <td>{verdict.open ? "Yes" : `No. ${verdict.reason}`}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
    </main>
  );
}
