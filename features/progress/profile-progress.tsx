"use client";

import { startTransition, useActionState, useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import type { ActionResult } from "@/lib/action-result";
import { useProgress } from "./progress-context";
import { ProgressBar } from "./progress-bar";
import { resetProgress } from "./reset-progress";

const reset = (_previous: ActionResult) =>
  resetProgress().catch((): ActionResult => ({ message: "Progress could not be reset. Please try again." }));

/** The profile's "Course progress": how far the member is, and "Reset progress" behind a confirmation. */
export function ProfileProgress({ total }: { total: number }) {
  const { completed, forget } = useProgress();
  const [confirming, setConfirming] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  // The button that opened the question is gone: the keyboard lands on the safe answer.
  useEffect(() => {
    if (confirming) cancel.current?.focus();
  }, [confirming]);
  const [result, dispatch, pending] = useActionState(async (previous: ActionResult) => {
    const answer = await reset(previous);
    if (answer.ok) forget();
    return answer;
  }, {});

  const confirm = () => {
    setConfirming(false);
    startTransition(() => dispatch());
  };

  return (
    <section aria-labelledby="course-progress" className="mt-8 space-y-4 rounded-lg border border-slate-200 p-4">
      <h2 id="course-progress" className="text-lg font-semibold text-slate-900">Course progress</h2>
      {completed ? <ProgressBar done={completed.size} total={total} /> : <p className="text-sm text-slate-700">Your progress could not be loaded.</p>}
      {result.message && <Alert>{result.message}</Alert>}
      {result.ok && !confirming && <p role="status" className="text-sm font-medium text-emerald-800">Your progress has been reset.</p>}
      {confirming ? (
        <div role="group" aria-labelledby="reset-question" className="space-y-3">
          <p id="reset-question" className="text-sm text-slate-800">
            Reset your progress? Every lesson will be marked as not started, on all your devices. This cannot be undone.
          </p>
          <div className="flex flex-wrap gap-3">
            <button type="button" onClick={confirm} className="min-h-11 rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700">
              Yes, reset my progress
            </button>
            <button ref={cancel} type="button" onClick={() => setConfirming(false)} className="min-h-11 rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700">
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          disabled={pending}
          onClick={() => setConfirming(true)}
          className="min-h-11 rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 disabled:opacity-60"
        >
          Reset progress
        </button>
      )}
    </section>
  );
}
