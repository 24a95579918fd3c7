"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { inputClass } from "@/components/ui/field";
import { forgetDraft, readDraft, writeDraft } from "@/features/practice/answer-draft";
import { answerSoloNode } from "./solo-mock-actions";
import { MAX_SOLO_ANSWER, MIN_SOLO_ANSWER, tooLongSoloMessage, tooShortMessage } from "./solo-limits";

type Props = { memberId: string; scriptId: string; attemptId: string; position: number; nodeId: string; minutes: number };

const clock = (total: number) => `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
const OFFLINE = "You seem to be offline: your answer is kept on this device. Continue once you are back online.";

/**
 * The answer to one interviewer line: a clock of the node's minutes (time over is said, never enforced) and a box
 * whose every keystroke is kept in the browser at once, with the practice loop's drafts, so a reload, a closed tab or
 * a dropped network returns to the same text. "Continue" sends it once it is long enough; only then does the page
 * show the checklist.
 */
export function SoloAnswerBox({ memberId, scriptId, attemptId, position, nodeId, minutes }: Props) {
  const router = useRouter();
  // One draft per script, marked with the attempt and position it answers: a draft of another node is not this one's.
  const draftKey = `mock-${scriptId}`;
  const draftId = `${attemptId}:${position}`;
  const [answer, setAnswer] = useState("");
  const [seconds, setSeconds] = useState(0);
  const [message, setMessage] = useState("");
  const [sending, setSending] = useState(false);
  const latest = useRef({ answer, seconds });
  useEffect(() => {
    latest.current = { answer, seconds };
  });

  useEffect(() => {
    const draft = readDraft(memberId, draftKey);
    if (draft?.attemptId !== draftId) return;
    // The browser's storage is only readable after hydration, so the kept text replaces the empty box here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setAnswer(draft.answer);
    setSeconds(draft.seconds);
  }, [memberId, draftKey, draftId]);

  // The clock runs from the first keystroke, and keeps counting once it has started.
  const started = answer !== "" || seconds > 0;
  useEffect(() => {
    if (!started) return;
    const timer = setInterval(() => {
      setSeconds((value) => value + 1);
      writeDraft(memberId, draftKey, { attemptId: draftId, answer: latest.current.answer, seconds: latest.current.seconds + 1 });
    }, 1_000);
    return () => clearInterval(timer);
  }, [started, memberId, draftKey, draftId]);

  const change = (next: string) => {
    setAnswer(next);
    setMessage("");
    writeDraft(memberId, draftKey, { attemptId: draftId, answer: next, seconds });
  };

  const length = answer.trim().length;
  const tooLong = answer.length > MAX_SOLO_ANSWER;
  const left = minutes * 60 - seconds;

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (tooLong) return setMessage(tooLongSoloMessage(answer.length));
    if (length < MIN_SOLO_ANSWER) return setMessage(tooShortMessage(length));
    setSending(true);
    setMessage("");
    try {
      const result = await answerSoloNode({ scriptId, attemptId, position, nodeId, answer });
      if (result.ok) {
        forgetDraft(memberId, draftKey);
        router.refresh();
        return;
      }
      if (result.signedOut) window.location.reload();
      setMessage(result.message);
    } catch {
      setMessage(OFFLINE);
    }
    setSending(false);
  }

  return (
    <form onSubmit={send} noValidate className="space-y-3">
      <p className="text-lg font-semibold text-slate-900">
        <span className="sr-only">Time left for this answer: </span>
        <span role="timer">{left >= 0 ? clock(left) : `${clock(-left)} over`}</span>
        {!started && <span className="ml-2 text-sm font-normal text-slate-700">(starts when you type)</span>}
      </p>
      {left < 0 && (
        <p role="status" className="text-sm text-amber-900">
          The {minutes} minute{minutes === 1 ? "" : "s"} for this answer have passed: finish your thought, then continue.
        </p>
      )}
      <label htmlFor="solo-answer" className="block text-sm font-medium text-slate-800">
        Your answer, in your own words
      </label>
      <textarea
        id="solo-answer"
        name="answer"
        rows={10}
        value={answer}
        onChange={(event) => change(event.target.value)}
        aria-invalid={tooLong || undefined}
        aria-describedby="solo-answer-count solo-answer-problem"
        className={inputClass}
      />
      <p id="solo-answer-count" className="text-sm text-slate-700">
        {answer.length.toLocaleString("en-IN")} characters; at least {MIN_SOLO_ANSWER} to continue, at most {MAX_SOLO_ANSWER.toLocaleString("en-IN")}.
      </p>
      <p id="solo-answer-problem" role="alert" className="text-sm text-red-700">
        {message}
      </p>
      <button
        type="submit"
        disabled={sending}
        className="flex min-h-11 w-full items-center justify-center rounded-md bg-violet-700 px-4 py-2.5 font-semibold text-white hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 sm:w-auto"
      >
        {sending ? "Sending..." : "Continue"}
      </button>
    </form>
  );
}
