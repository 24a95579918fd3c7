import type { MockScript } from "@/lib/mocks/mock-script";
import { nodeById } from "@/lib/mocks/mock-script";
import type { StoredAttempt } from "./load-solo-mock";
import { ReadAloud } from "./read-aloud";
import { SoloAnswerBox } from "./solo-answer-box";
import { tickSoloNode } from "./solo-mock-actions";

const button =
  "flex min-h-11 w-full items-center justify-center rounded-md bg-violet-700 px-4 py-2.5 font-semibold text-white hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 sm:w-auto";

/**
 * The interview at the node the attempt waits for: the interviewer's line, then the answer box; once the answer is
 * sent, the answer (fixed) and the node's checklist to tick. The checklist reaches the page only after the answer is
 * recorded, so nothing on the page hints at it before.
 */
export function SoloPlayer({ memberId, script, attempt }: { memberId: string; script: MockScript; attempt: StoredAttempt }) {
  const node = nodeById(script, attempt.current_node);
  if (node?.kind !== "node") {
    return <p className="text-slate-700">This attempt waits for a question the script no longer has. Start the mock again.</p>;
  }
  const waiting = attempt.answers.find((answer) => answer.position === attempt.answered && answer.ticks === null);
  const line = node.line.join(" ");
  return (
    <section aria-labelledby="question" className="max-w-2xl space-y-4">
      <h2 id="question" className="text-sm font-medium uppercase tracking-wide text-slate-700">
        Question {attempt.answered + 1}
      </h2>
      <figure className="space-y-3 rounded-md border border-violet-200 bg-violet-50 p-4">
        <figcaption className="text-sm font-medium text-violet-900">The interviewer</figcaption>
        <blockquote className="space-y-2 text-lg text-slate-900">
          {node.line.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </blockquote>
        <ReadAloud text={line} />
      </figure>
      {waiting ? (
        <>
          <div className="space-y-2">
            <h3 className="font-semibold text-slate-900">Your answer</h3>
            <p className="whitespace-pre-wrap break-words rounded-md border border-slate-200 p-3 text-slate-800">{waiting.answer}</p>
          </div>
          <form action={tickSoloNode} className="space-y-3">
            <input type="hidden" name="scriptId" value={script.id} />
            <input type="hidden" name="attemptId" value={attempt.id} />
            <fieldset className="space-y-2">
              <legend className="font-semibold text-slate-900">What did your answer cover? Tick only what you said.</legend>
              {node.checks.map((check) => (
                <label key={check.id} htmlFor={`tick-${check.id}`} className="flex min-h-11 items-start gap-3 py-1 text-slate-800">
                  <input id={`tick-${check.id}`} type="checkbox" name="tick" value={check.id} className="mt-1 size-5 shrink-0 accent-violet-700" />
                  <span>{check.text}</span>
                </label>
              ))}
            </fieldset>
            <button type="submit" className={button}>
              Next
            </button>
          </form>
        </>
      ) : (
        <SoloAnswerBox key={`${attempt.id}:${attempt.answered}`} memberId={memberId} scriptId={script.id} attemptId={attempt.id} position={attempt.answered} nodeId={node.id} minutes={node.minutes} />
      )}
    </section>
  );
}
