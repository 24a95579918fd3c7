"use client";

import { useRouter } from "next/navigation";
import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from "react";
import { Link } from "@/components/layout/link";
import { itemLabel, type DrillItem } from "@/lib/drills/drill-item";
import { grade, type DrillAnswer, type Grade, type Graded } from "@/lib/drills/grade";
import { DefineDrill } from "./define-drill";
import { onPendingChange, pendingDrills, queueDrill, sendDrills } from "./drill-queue";
import { EstimateDrill } from "./estimate-drill";
import { MockDrill } from "./mock-drill";
import { PendingNote } from "./pending-note";
import { SessionSummary, type Answered } from "./session-summary";
import { primaryButton } from "./styles";
import { TriageDrill } from "./triage-drill";

/** A session lasts five minutes at most. */
export const SESSION_MS = 5 * 60_000;

const KIND_LABEL = { estimate: "Estimate", define: "Define", triage: "First check", mock: "Missed in a mock" } as const;

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
};

/**
 * A timed drill session. Not yet started, it is a link to `startHref`, a page that opens with the session started: a
 * tap before the page's scripts have run still starts it. Started, the items come one at a time with the time left,
 * until time or items run out, then the summary. Answers are scored here at once and queued to be saved in the
 * background; once they are saved the page is refreshed, so the due counts above it and in the menus are current.
 * `returns` holds, per item, when it comes back after each rating, worked out by the server with ts-fsrs (so the
 * page does not load it); `seed` orders each item's choices the same on the server and in the browser.
 */
export function DrillSession({
  memberId,
  title,
  items,
  returns,
  started,
  startHref,
  seed,
}: {
  memberId: string;
  title: string;
  items: DrillItem[];
  returns: Record<string, Record<Grade, string>>;
  started: boolean;
  startHref: string;
  seed: string;
}) {
  const router = useRouter();
  const [elapsed, setElapsed] = useState(0);
  const [index, setIndex] = useState(0);
  const [answered, setAnswered] = useState<Answered[]>([]);
  const [ended, setEnded] = useState<"time" | "items" | null>(null);
  const sessionId = useRef<string>("");
  const startedAt = useRef<number | null>(null);
  // What is typed in an estimate and not yet checked: time running out checks it rather than drop it.
  const draft = useRef<string | null>(null);
  const waiting = useSyncExternalStore(onPendingChange, () => pendingDrills(memberId).length, () => 0);
  const item: DrillItem | undefined = items[index];

  useEffect(() => {
    void sendDrills(memberId);
    const online = () => void sendDrills(memberId);
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [memberId]);

  const timeUp = useEffectEvent(() => {
    if (item?.kind === "estimate" && draft.current !== null) answer(item, { kind: "estimate", guess: draft.current });
    draft.current = null;
    setEnded("time");
  });

  // The clock starts when the session's page is ready to take answers.
  useEffect(() => {
    if (!started || items.length === 0 || ended) return;
    if (startedAt.current === null) {
      startedAt.current = Date.now();
      sessionId.current = crypto.randomUUID();
    }
    const begun = startedAt.current;
    const tick = () => {
      const time = Date.now() - begun;
      setElapsed(time);
      if (time >= SESSION_MS) timeUp();
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [started, items.length, ended]);

  // The finished session is queued once, when it ends (the answers already are).
  const recorded = useRef(false);
  useEffect(() => {
    if (!ended || recorded.current) return;
    recorded.current = true;
    queueDrill(memberId, { type: "session", id: sessionId.current, at: new Date().toISOString(), answers: answered.length });
  }, [ended, answered.length, memberId]);

  // Once the session's answers are saved, the server's counts (this page's and the menus') are redrawn; the summary
  // stays, since the page keeps this component (its key is the session's). The queue is read afresh: the session's
  // own event was queued by the effect above, after this render counted what waits.
  const refreshed = useRef(false);
  useEffect(() => {
    if (!ended || pendingDrills(memberId).length > 0 || refreshed.current) return;
    refreshed.current = true;
    router.refresh();
  }, [ended, waiting, memberId, router]);

  function answer(current: DrillItem, given: DrillAnswer): Graded | null {
    const graded = grade(current, given);
    if (!graded) return null;
    const at = new Date();
    queueDrill(memberId, { type: "review", id: crypto.randomUUID(), itemId: current.id, answer: given, at: at.toISOString(), sessionId: sessionId.current });
    const due = returns[current.id]![graded.rating];
    setAnswered((list) => [...list, { id: current.id, label: itemLabel(current), result: graded.result, due }]);
    return graded;
  }

  if (ended) return <SessionSummary answered={answered} ended={ended} memberId={memberId} />;

  if (!started) {
    return (
      <div className="space-y-3">
        <Link href={startHref} className={`${primaryButton} inline-flex items-center`}>
          Start: {items.length} item{items.length === 1 ? "" : "s"}, five minutes
        </Link>
        <PendingNote memberId={memberId} />
      </div>
    );
  }

  if (!item) return <PendingNote memberId={memberId} />;

  function next() {
    draft.current = null;
    if (index + 1 >= items.length) setEnded("items");
    else setIndex(index + 1);
  }
  const nextButton = (
    <button type="button" autoFocus onClick={next} className={primaryButton}>
      {index + 1 >= items.length ? "Finish" : "Next item"}
    </button>
  );
  const onAnswer = (given: DrillAnswer) => answer(item, given);

  return (
    <section aria-labelledby="drill-item" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm text-slate-700">
        <p>
          {title}: item {index + 1} of {items.length}
        </p>
        <p>
          Time left: <span role="timer" aria-label="Time left" className="font-mono font-semibold text-slate-900">{clock(SESSION_MS - elapsed)}</span>
        </p>
      </div>
      {/* Each item puts the focus on its first control (the answer field, Reveal, the first check), not on this heading. */}
      <h2 id="drill-item" className="text-xl font-semibold text-slate-900">
        {KIND_LABEL[item.kind]}
        {item.kind === "triage" && `: ${item.title}`}
      </h2>
      {item.kind === "estimate" && <EstimateDrill key={item.id} item={item} onAnswer={onAnswer} draftRef={draft} next={nextButton} />}
      {item.kind === "define" && (
        <DefineDrill
          key={item.id}
          item={item}
          returns={returns[item.id]!}
          onAnswer={(given) => {
            onAnswer(given);
            next();
          }}
        />
      )}
      {item.kind === "mock" && (
        <MockDrill
          key={item.id}
          item={item}
          returns={returns[item.id]!}
          onAnswer={(given) => {
            onAnswer(given);
            next();
          }}
        />
      )}
      {item.kind === "triage" && <TriageDrill key={item.id} item={item} seed={`${seed}:${item.id}`} onAnswer={onAnswer} next={nextButton} />}
      <PendingNote memberId={memberId} />
    </section>
  );
}
