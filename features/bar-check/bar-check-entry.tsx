import { Link } from "@/components/layout/link";
import { BAR_CHECK_PATH } from "./bar-check-paths";
import { EnterForm } from "./enter-form";
import { loadMyEntries, loadRounds, openRound } from "./load-bar-check";

/**
 * Under a submitted answer to the open round's question: "Enter this answer in this week's Bar Check", or where the
 * member's entry is. Nothing for any other question.
 */
export async function BarCheckEntry({ questionId, attemptId }: { questionId: string; attemptId: string }) {
  const round = openRound(await loadRounds());
  if (!round || round.questionId !== questionId) return null;
  const entry = (await loadMyEntries()).find((item) => item.roundId === round.id && !item.withdrawnAt);
  return (
    <section aria-labelledby="bar-check" className="space-y-2">
      <h2 id="bar-check" className="text-xl font-semibold text-slate-900">This week&apos;s Bar Check</h2>
      {entry ? (
        <p className="text-slate-800">
          {entry.attemptId === attemptId ? "This answer is" : "Another of your answers is"} entered in this week&apos;s Bar Check.{" "}
          <Link href={BAR_CHECK_PATH} className="text-violet-800 underline">Judge pairs and see your result</Link>
        </p>
      ) : (
        <EnterForm round={round.id} attempt={attemptId} />
      )}
    </section>
  );
}
