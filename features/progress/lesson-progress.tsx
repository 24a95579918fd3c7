"use client";

import { useEffect, useRef, useState } from "react";
import { useProgress } from "./progress-context";
import { useReadLongEnough } from "./use-read-long-enough";

/** How long a lesson must be open before it counts as visited (a click through on the way elsewhere does not). */
export const VISIT_AFTER_MS = 3_000;

/**
 * How long after reaching the end completed the lesson a press of the button still means "Mark as complete": on a
 * phone the button comes into view as the learner scrolls to tap it, and turns into "Completed" under their finger.
 */
export const PRESS_KEEPS_AUTO_COMPLETION_MS = 5_000;

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
      <path d="M8 13.6 4.4 10l-1.4 1.4L8 16.4l9-9L15.6 6z" />
    </svg>
  );
}

/**
 * Records the lesson's progress from the page, never on the way to showing it: a visit once it has been open a few
 * seconds, and completion when the learner presses "Mark as complete", or reaches its end (this block, just above
 * "Was this helpful?") once the lesson has been on screen for a fair share of its `minutes` of reading time
 * (useReadLongEnough): a skim to the end is not a lesson read. Pressing "Completed" undoes it, and the end then no
 * longer completes it on this visit; a press within moments of the end completing it keeps it complete instead (the
 * next press undoes).
 */
export function LessonProgress({ path, minutes }: { path: string; minutes: number }) {
  const { completed, record } = useProgress();
  const done = completed?.has(path) ?? false;
  const readLongEnough = useReadLongEnough(minutes);
  const [reachedEnd, setReachedEnd] = useState(false);
  const [undone, setUndone] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const autoCompletedAt = useRef<number | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => record(path, "visit"), VISIT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [path, record]);

  useEffect(() => {
    if (reachedEnd || !end.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setReachedEnd(true);
    });
    observer.observe(end.current);
    return () => observer.disconnect();
  }, [reachedEnd]);

  const completesNow = reachedEnd && readLongEnough && !done && !undone;
  useEffect(() => {
    if (!completesNow) return;
    autoCompletedAt.current = performance.now();
    record(path, "complete");
  }, [completesNow, path, record]);

  const toggle = () => {
    const autoCompleted = autoCompletedAt.current;
    autoCompletedAt.current = null;
    if (done && autoCompleted !== null && performance.now() - autoCompleted < PRESS_KEEPS_AUTO_COMPLETION_MS) return;
    if (done) setUndone(true);
    record(path, done ? "undo" : "complete");
  };

  return (
    <div ref={end} className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        aria-pressed={done}
        onClick={toggle}
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-violet-700 px-4 py-2 text-sm font-semibold text-violet-800 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 aria-pressed:bg-violet-700 aria-pressed:text-white"
      >
        {done && <CheckIcon />}
        {done ? "Completed" : "Mark as complete"}
      </button>
      {done && <span className="text-sm text-slate-600">Press again to undo.</span>}
    </div>
  );
}
