import type { Metadata } from "next";
import { Alert } from "@/components/ui/alert";
import { formatDateTime } from "@/lib/indian-time";
import { letBackOnMockBoard, pauseOnMockBoard, resumeOnMockBoard, takeOffMockBoard } from "@/features/admin/mock-board-actions";
import { mocksReport, type MockBoardAction, type MockCounts, type MocksReport, type ReportSide } from "@/features/admin/mocks-report";
import { ActionButton } from "@/features/mocks/action-button";
import { requireAdmin } from "@/lib/auth/admin";
import { createClient } from "@/lib/supabase/server";

export const metadata: Metadata = { title: "Mock interviews · Admin" };

const sectionClass = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm";
const COUNTS: [keyof MockCounts, string][] = [
  ["on_board", "On the board"],
  ["paused", "Paused"],
  ["pending", "Requests waiting"],
  ["accepted", "Mocks agreed"],
  ["held", "Mocks held"],
  ["declined", "Declined"],
  ["cancelled", "Cancelled"],
  ["feedback", "Feedback given"],
  ["no_shows", "No-shows reported"],
  ["blocks", "Blocks"],
  ["reports", "Reports"],
];

function Side({ title, side }: { title: string; side: ReportSide }) {
  return (
    <div className="min-w-0 text-sm">
      <p className="font-medium text-slate-900">{title}</p>
      <p className="break-all text-slate-800">{side.email}</p>
      <p className="text-slate-700">
        {side.name || "No name"}
        {side.board_name ? ` · on the board as “${side.board_name}”` : " · not on the board"}
      </p>
      <p className="text-slate-700">
        {side.held} held · {side.no_shows} no-shows · {side.late_cancels} late {side.late_cancels === 1 ? "cancel" : "cancels"} · reported {side.reported}{" "}
        {side.reported === 1 ? "time" : "times"}
      </p>
    </div>
  );
}

const ACTION_LABELS: Record<MockBoardAction["action"], string> = {
  pause: "Paused the entry of",
  resume: "Resumed the entry of",
  "take-off": "Took off the board",
  "let-back": "Let back on the board",
};

/** `/admin/mocks`: how the mock board is used, every report with both sides' details, and who is taken off the board. */
export default async function MocksAdminPage() {
  await requireAdmin();
  let report: MocksReport | null = null;
  try {
    report = await mocksReport(await createClient());
  } catch {
    report = null;
  }
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8 [overflow-wrap:anywhere]">
      <h1 className="text-2xl font-bold text-slate-900">Mock interviews</h1>
      {!report ? (
        <Alert>The mock interview figures could not be loaded. Please try again.</Alert>
      ) : (
        <>
          <section aria-labelledby="counts-heading" className={sectionClass}>
            <h2 id="counts-heading" className="text-lg font-semibold text-slate-900">The board in numbers</h2>
            <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {COUNTS.map(([key, label]) => (
                <div key={key}>
                  <dt className="text-sm text-slate-700">{label}</dt>
                  <dd className="text-xl font-semibold tabular-nums text-slate-900">{report.counts[key]}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="reports-heading" className={sectionClass}>
            <h2 id="reports-heading" className="text-lg font-semibold text-slate-900">Reports, newest first</h2>
            {report.reports.length === 0 ? (
              <p className="mt-4 text-sm text-slate-700">No member has reported another.</p>
            ) : (
              <ul className="mt-4 divide-y divide-slate-200">
                {report.reports.map((item) => (
                  <li key={item.id} className="space-y-3 py-4">
                    <p className="text-sm text-slate-700">
                      <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time> · {item.mocks_together} {item.mocks_together === 1 ? "request" : "requests"} between them
                    </p>
                    <p className="whitespace-pre-line break-words text-slate-900">{item.reason}</p>
                    <div className="grid gap-4 sm:grid-cols-2">
                      <Side title="Reported by" side={item.reporter} />
                      <Side title="About" side={item.reported} />
                    </div>
                    {item.reported.taken_off ? (
                      <p className="text-sm font-medium text-slate-900">Taken off the board.</p>
                    ) : (
                      <div className="flex flex-wrap gap-3">
                        {item.reported.paused_by_admin ? (
                          <ActionButton action={resumeOnMockBoard} fields={{ member: item.reported.id }} label={`Resume ${item.reported.email}'s entry`} />
                        ) : (
                          item.reported.board_name !== null && (
                            <ActionButton action={pauseOnMockBoard} fields={{ member: item.reported.id }} label={`Pause ${item.reported.email}'s entry`} />
                          )
                        )}
                        <ActionButton action={takeOffMockBoard} fields={{ member: item.reported.id }} label={`Take ${item.reported.email} off the board`} tone="danger" />
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="paused-heading" className={sectionClass}>
            <h2 id="paused-heading" className="text-lg font-semibold text-slate-900">Paused by an admin</h2>
            <p className="mt-1 text-sm text-slate-700">
              Hidden from the board and taking no requests; their mocks already agreed stay. They cannot resume the entry themselves.
            </p>
            {report.paused.length === 0 ? (
              <p className="mt-4 text-sm text-slate-700">No entry is paused by an admin.</p>
            ) : (
              <ul className="mt-4 divide-y divide-slate-200">
                {report.paused.map((entry) => (
                  <li key={entry.user_id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
                    <span className="min-w-0 break-all text-slate-900">
                      {entry.email} · “{entry.board_name}” · by {entry.paused_by}
                      {entry.paused_at && (
                        <>
                          {" "}
                          on <time dateTime={entry.paused_at}>{formatDateTime(entry.paused_at)}</time>
                        </>
                      )}
                    </span>
                    <ActionButton action={resumeOnMockBoard} fields={{ member: entry.user_id }} label={`Resume ${entry.email}'s entry`} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="removals-heading" className={sectionClass}>
            <h2 id="removals-heading" className="text-lg font-semibold text-slate-900">Taken off the board</h2>
            <p className="mt-1 text-sm text-slate-700">
              Their entry, open requests and mocks still to come were removed; their course access stays. They cannot join the board again until you let them.
            </p>
            {report.removals.length === 0 ? (
              <p className="mt-4 text-sm text-slate-700">Nobody has been taken off the board.</p>
            ) : (
              <ul className="mt-4 divide-y divide-slate-200">
                {report.removals.map((removal) => (
                  <li key={removal.user_id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
                    <span className="min-w-0 break-all text-slate-900">
                      {removal.email}
                      {removal.name ? ` · ${removal.name}` : ""} · since <time dateTime={removal.removed_at}>{formatDateTime(removal.removed_at)}</time>
                    </span>
                    <ActionButton action={letBackOnMockBoard} fields={{ member: removal.user_id }} label={`Let ${removal.email} back on the board`} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="actions-heading" className={sectionClass}>
            <h2 id="actions-heading" className="text-lg font-semibold text-slate-900">What admins did, newest first</h2>
            {report.actions.length === 0 ? (
              <p className="mt-4 text-sm text-slate-700">No admin has paused or taken off anyone yet.</p>
            ) : (
              <ul className="mt-4 divide-y divide-slate-200 text-sm">
                {report.actions.map((act, index) => (
                  <li key={`${act.created_at}-${index}`} className="break-all py-2 text-slate-900">
                    <time dateTime={act.created_at}>{formatDateTime(act.created_at)}</time> · {act.actor} · {ACTION_LABELS[act.action]} {act.member_email}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </main>
  );
}
