"use client";

import { useEffect, useState } from "react";
import { readKitClock, writeKitClock, type KitPlace } from "./kit-storage";
import { formatClock, type TimeCue } from "./time-cues";

const buttonClass =
  "min-h-11 rounded-md border border-slate-400 px-4 py-2 text-sm font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700";

/**
 * The question's clock: start, pause and reset, the time gone and left, and (for the interviewer) the cue for the
 * moment. It runs in the browser alone, so the kit keeps working with no connection once loaded; it is kept on the
 * device (`place`), so a reload carries on where it was, running or paused.
 */
export function MockClock({ minutes, cues = [], role, place }: { minutes: number; cues?: TimeCue[]; role: "interviewer" | "candidate"; place: KitPlace }) {
  const [elapsedBefore, setElapsedBefore] = useState(0);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const [restored, setRestored] = useState(false);
  const { memberId, mockId, questionId } = place;
  useEffect(() => {
    const kept = readKitClock(role, { memberId, mockId, questionId });
    // The device's storage is only readable after hydration, so the kept clock replaces the blank one here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRestored(true);
    if (!kept) return;
    setElapsedBefore(kept.elapsedBefore);
    setStartedAt(kept.startedAt);
    setNow(Date.now());
  }, [role, memberId, mockId, questionId]);
  useEffect(() => {
    if (restored) writeKitClock(role, { memberId, mockId, questionId }, elapsedBefore === 0 && startedAt === null ? null : { elapsedBefore, startedAt });
  }, [restored, role, memberId, mockId, questionId, elapsedBefore, startedAt]);
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [startedAt]);
  const elapsed = elapsedBefore + (startedAt === null ? 0 : Math.max(0, now - startedAt) / 1000);
  const total = minutes * 60;
  const current = cues.filter((cue) => cue.at <= elapsed).at(-1);
  const start = () => {
    const moment = Date.now();
    setNow(moment);
    setStartedAt(moment);
  };
  // Read from the clock, not from the last tick: a pause within the first quarter-second still counts that time.
  const pause = () => {
    setElapsedBefore(elapsedBefore + (startedAt === null ? 0 : (Date.now() - startedAt) / 1000));
    setStartedAt(null);
  };
  const reset = () => {
    setElapsedBefore(0);
    setStartedAt(null);
  };
  return (
    <div className="space-y-3">
      <p className="text-4xl font-bold tabular-nums text-slate-900" aria-label={`${formatClock(elapsed)} gone of ${minutes} minutes`}>
        {formatClock(elapsed)} <span className="text-lg font-medium text-slate-600">/ {minutes}:00</span>
      </p>
      <p className="text-sm text-slate-700">{elapsed >= total ? "Time is up." : `${formatClock(total - elapsed)} left`}</p>
      <div className="flex flex-wrap gap-2">
        {startedAt === null ? (
          <button type="button" onClick={start} className={buttonClass}>
            {elapsed > 0 ? "Resume the clock" : "Start the clock"}
          </button>
        ) : (
          <button type="button" onClick={pause} className={buttonClass}>
            Pause the clock
          </button>
        )}
        <button type="button" onClick={reset} className={buttonClass}>
          Reset the clock
        </button>
      </div>
      {cues.length > 0 && (
        <p role="status" className="rounded-md bg-violet-50 px-3 py-2 text-sm text-violet-950">
          {current ? current.text : "Start the clock when you read the prompt."}
        </p>
      )}
    </div>
  );
}
