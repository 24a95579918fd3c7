"use client";

import { useEffect, useRef, useState } from "react";
import { itemLabel, type DrillItem } from "@/lib/drills/drill-item";
import { grade, type DrillAnswer, type Grade, type Graded } from "@/lib/drills/grade";
import { DefineDrill } from "./define-drill";
import { queueDrill, sendDrills } from "./drill-queue";
import { EstimateDrill } from "./estimate-drill";
import { PendingNote } from "./pending-note";
import { SessionSummary, type Answered } from "./session-summary";
import { primaryButton } from "./styles";
import { TriageDrill } from "./triage-drill";

/** A session lasts five minutes at most. */
export const SESSION_MS = 5 * 60_000;

const KIND_LABEL = { estimate: "Estimate", define: "Define", triage: "First check" } as const;

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
};

/**
 * A timed drill session: a start button, then the items one at a time with the time left shown, until time or items
 * run out, then the summary. Answers are scored here at once and queued to be saved in the background. `returns`
 * holds, per item, when it comes back after each rating, worked out by the server with ts-fsrs (so the page does not
 * load it).
 */
export function DrillSession({ memberId, title, items, returns }: { memberId: string; title: string; items: DrillItem[]; returns: Record<string, Record<Grade, string>> }) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const [index, setIndex] = useState(0);
  const [answered, setAnswered] = useState<Answered[]>([]);
  const [ended, setEnded] = useState<"time" | "items" | null>(null);
  const sessionId = useRef<string>("");

  useEffect(() => {
    void sendDrills(memberId);
    const online = () => void sendDrills(memberId);
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [memberId]);

  useEffect(() => {
    if (startedAt === null || ended) return;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      if (time - startedAt >= SESSION_MS) setEnded("time");
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [startedAt, ended]);

  // The finished session is queued once, when it ends (the answers already are).
  const recorded = useRef(false);
  useEffect(() => {
    if (!ended || recorded.current) return;
    recorded.current = true;
    queueDrill(memberId, { type: "session", id: sessionId.current, at: new Date().toISOString(), answers: answered.length });
  }, [ended, answered.length, memberId]);

  if (ended) return <SessionSummary answered={answered} ended={ended} memberId={memberId} />;

  if (startedAt === null) {
    return (
      <div className="space-y-3">
        <button
          type="button"
          onClick={() => {
            sessionId.current = crypto.randomUUID();
            setStartedAt(Date.now());
          }}
          className={primaryButton}
        >
          Start: {items.length} item{items.length === 1 ? "" : "s"}, five minutes
        </button>
        <PendingNote memberId={memberId} />
      </div>
    );
  }

  const item = items[index]!;
  function answer(given: DrillAnswer): Graded | null {
    const graded = grade(item, given);
    if (!graded) return null;
    const at = new Date();
    queueDrill(memberId, { type: "review", id: crypto.randomUUID(), itemId: item.id, answer: given, at: at.toISOString(), sessionId: sessionId.current });
    const due = returns[item.id]![graded.rating];
    setAnswered((list) => [...list, { id: item.id, label: itemLabel(item), result: graded.result, due }]);
    return graded;
  }
  function next() {
    if (index + 1 >= items.length) setEnded("items");
    else setIndex(index + 1);
  }
  const nextButton = (
    <button type="button" autoFocus onClick={next} className={primaryButton}>
      {index + 1 >= items.length ? "Finish" : "Next item"}
    </button>
  );

  return (
    <section aria-labelledby="drill-item" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm text-slate-700">
        <p>
          {title}: item {index + 1} of {items.length}
        </p>
        <p>
          Time left: <span role="timer" aria-label="Time left" className="font-mono font-semibold text-slate-900">{clock(SESSION_MS - (now - startedAt))}</span>
        </p>
      </div>
      {/* Each item puts the focus on its first control (the answer field, Reveal, the first check), not on this heading. */}
      <h2 id="drill-item" className="text-xl font-semibold text-slate-900">
        {KIND_LABEL[item.kind]}
        {item.kind === "triage" && `: ${item.title}`}
      </h2>
      {item.kind === "estimate" && <EstimateDrill key={item.id} item={item} onAnswer={answer} next={nextButton} />}
      {item.kind === "define" && (
        <DefineDrill
          key={item.id}
          item={item}
          onAnswer={(given) => {
            answer(given);
            next();
          }}
        />
      )}
      {item.kind === "triage" && <TriageDrill key={item.id} item={item} onAnswer={answer} next={nextButton} />}
      <PendingNote memberId={memberId} />
    </section>
  );
}
