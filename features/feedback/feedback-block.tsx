"use client";

import { startTransition, useActionState, useId, useState } from "react";
import type { ActionResult } from "@/lib/action-result";
import { messages } from "@/lib/auth/messages";
import { submitFeedback } from "./submit-feedback";
import { FEEDBACK_MAX_LENGTH } from "./feedback-limits";
import { Alert } from "@/components/ui/alert";

type Rating = "up" | "down";
const COUNTER_FROM = FEEDBACK_MAX_LENGTH - 500;

// A request that never reaches the server (the network dropped) is a failure like any other, shown in the block.
const send = (previous: ActionResult, input: { rating: Rating | null; feedback_text: string; page_url: string }) =>
  submitFeedback(previous, input).catch((): ActionResult => ({ message: messages.feedback }));

// Drawn, not emoji: where no emoji font is installed, emoji show as empty boxes.
function ThumbIcon({ down }: { down: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`h-5 w-5 ${down ? "rotate-180" : ""}`} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M7 10v11H3V10h4z" />
      <path d="M7 10l4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.1 21H7" />
    </svg>
  );
}

function Thumb({ rating, chosen, onChoose }: { rating: Rating; chosen: Rating | null; onChoose: (rating: Rating) => void }) {
  const selected = chosen === rating;
  return (
    <button
      type="button"
      disabled={selected}
      aria-pressed={selected}
      aria-label={rating === "up" ? "Yes, thumbs up" : "No, thumbs down"}
      onClick={() => onChoose(rating)}
      className="flex h-11 w-11 items-center justify-center rounded-full border border-slate-400 text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 disabled:border-violet-700 disabled:bg-violet-100"
    >
      <ThumbIcon down={rating === "down"} />
    </button>
  );
}

/** "Was this helpful?": a rating, optional text, and Submit; the page remounts it (resets it) on every new path. */
export function FeedbackBlock({ pagePath }: { pagePath: string }) {
  const [rating, setRating] = useState<Rating | null>(null);
  const [text, setText] = useState("");
  const [result, dispatch, pending] = useActionState(send, {});
  const textId = useId();
  const counterId = useId();
  const tooLong = text.length > FEEDBACK_MAX_LENGTH;

  if (result.ok) {
    return (
      <section aria-label="Feedback" className="rounded-lg border border-slate-200 p-4">
        <p role="status" className="font-medium text-emerald-800">Thanks for your feedback!</p>
      </section>
    );
  }

  const submit = () => startTransition(() => dispatch({ rating, feedback_text: text, page_url: pagePath }));

  return (
    <section aria-labelledby={`${textId}-heading`} className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h2 id={`${textId}-heading`} className="m-0 text-lg font-semibold text-slate-900">Was this helpful?</h2>
      <div className="flex gap-3">
        <Thumb rating="up" chosen={rating} onChoose={setRating} />
        <Thumb rating="down" chosen={rating} onChoose={setRating} />
      </div>
      {rating && (
        <div className="space-y-1">
          <label htmlFor={textId} className="block text-sm font-medium text-slate-800">
            Tell us more (optional)
          </label>
          <textarea
            id={textId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={3}
            aria-invalid={tooLong}
            aria-describedby={counterId}
            className="block w-full rounded-md border border-slate-400 px-3 py-2 text-base focus:border-violet-700 focus:outline-2 focus:outline-violet-700"
          />
          <p id={counterId} aria-live="polite" className={`text-sm ${tooLong ? "text-red-700" : "text-slate-600"}`}>
            {tooLong
              ? `Feedback can be at most ${FEEDBACK_MAX_LENGTH.toLocaleString("en-IN")} characters; please shorten it by ${(text.length - FEEDBACK_MAX_LENGTH).toLocaleString("en-IN")}.`
              : text.length >= COUNTER_FROM
                ? `${text.length.toLocaleString("en-IN")} / ${FEEDBACK_MAX_LENGTH.toLocaleString("en-IN")} characters`
                : null}
          </p>
        </div>
      )}
      {result.message && <Alert>{result.message}</Alert>}
      <button
        type="button"
        onClick={submit}
        disabled={!rating || pending || tooLong}
        className="rounded-md bg-violet-700 px-4 py-2 font-semibold text-white hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {pending ? "Submitting..." : "Submit"}
      </button>
    </section>
  );
}
