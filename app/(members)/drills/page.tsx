import type { Metadata } from "next";
import { Link } from "@/components/layout/link";
import { loadDrillCards } from "@/features/drills/drill-cards";
import { DrillSession } from "@/features/drills/drill-session";
import { linkClass } from "@/features/drills/styles";
import { requireMember } from "@/lib/auth/session";
import { loadDrillBank } from "@/lib/drills/drill-files";
import { DRILL_KINDS, itemLabel, type DrillKind } from "@/lib/drills/drill-item";
import { sessionItems } from "@/lib/drills/queue";
import type { Grade } from "@/lib/drills/grade";
import { returnDates } from "@/lib/drills/schedule";
import { SCORING_RULE } from "@/lib/drills/score";

export const metadata: Metadata = { title: "Drills" };

const KINDS: Record<DrillKind, { title: string; what: string }> = {
  estimate: { title: "Estimates", what: "Indian anchor figures" },
  define: { title: "Definitions", what: "metric and product terms" },
  triage: { title: "First checks", what: "when a metric moves" },
};

/** A session's `?start=`: the time its Start link was drawn, which makes each session's page (and key) its own. */
const START = /^\d{1,15}$/;

/**
 * `/drills`: "Today" (the items due for review and up to ten new ones) as a five-minute session, or with `?kind=` a
 * drill of one kind; with `?start=` the session has begun. Items come back on the schedule FSRS gives each member's
 * answers.
 */
export default async function DrillsPage({ searchParams }: PageProps<"/drills">) {
  const member = await requireMember();
  const params = await searchParams;
  const kind = DRILL_KINDS.find((known) => known === params.kind);
  const start = typeof params.start === "string" && START.test(params.start) ? params.start : null;
  const [bank, cards] = await Promise.all([loadDrillBank(), loadDrillCards(member.id)]);
  const now = new Date();
  const items = sessionItems(bank.items, cards, now, kind);
  const byId = new Map(cards.map((card) => [card.item_id, card]));
  const returns: Record<string, Record<Grade, string>> = {};
  for (const item of items) returns[item.id] = returnDates(item.id, byId.get(item.id), now);
  const dueItems = items.filter((item) => byId.has(item.id) && Date.parse(byId.get(item.id)!.due) <= now.getTime());
  const due = dueItems.length;
  const title = kind ? KINDS[kind].title : "Today";
  const startHref = `/drills?${kind ? `kind=${kind}&` : ""}start=${now.getTime()}`;

  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold text-slate-900">Drills</h1>
        <p className="text-slate-700">
          Five minutes a day on what an interview expects at your fingertips. Each item comes back when you are about to forget it:
          soon after a miss, later after each success.
        </p>
        <p className="text-sm text-slate-700">{SCORING_RULE}</p>
      </div>
      <section aria-labelledby="session-title" className="space-y-3">
        <h2 id="session-title" className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        {items.length === 0 ? (
          <p className="text-slate-700">Nothing is due now. Come back tomorrow, or drill one kind below.</p>
        ) : (
          <>
            <p className="text-slate-700">
              {kind
                ? `${items.length} ${KINDS[kind].title.toLowerCase()}, ${due} of them due for review.`
                : `${due} due for review and ${items.length - due} new.`}
            </p>
            {due > 0 && (
              <details className="text-sm text-slate-700">
                <summary className="cursor-pointer py-3 text-violet-800">What is due for review</summary>
                <ul aria-label="Due for review" className="mt-2 list-disc space-y-1 pl-5">
                  {dueItems.map((item) => (
                    <li key={item.id}>{itemLabel(item)}</li>
                  ))}
                </ul>
              </details>
            )}
          </>
        )}
        {(items.length > 0 || start) && (
          <DrillSession
            key={start ?? "not started"}
            memberId={member.id}
            title={title}
            items={items}
            returns={returns}
            started={start !== null}
            startHref={startHref}
            seed={start ?? ""}
          />
        )}
      </section>
      <nav aria-labelledby="one-kind" className="space-y-2">
        <h2 id="one-kind" className="text-lg font-semibold text-slate-900">
          Drill one kind
        </h2>
        <ul>
          {kind && (
            <li>
              <Link href="/drills" className={linkClass}>
                Today
              </Link>
            </li>
          )}
          {DRILL_KINDS.filter((other) => other !== kind).map((other) => (
            <li key={other}>
              <Link href={`/drills?kind=${other}`} className={linkClass}>
                {KINDS[other].title}
              </Link>
              <span className="text-slate-700">: {KINDS[other].what}</span>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
