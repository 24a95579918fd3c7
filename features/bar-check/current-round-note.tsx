import { Link } from "@/components/layout/link";
import { questionPath } from "@/lib/practice/practice-paths";
import { loadQuestionBank } from "@/lib/practice/question-files";
import { BAR_CHECK_PATH } from "./bar-check-paths";
import { loadRounds, openRound } from "./load-bar-check";

/** The open round in a line or two: on /practice and in "Today" on /plan. Nothing when no round is open. */
export async function CurrentRoundNote({ className = "" }: { className?: string }) {
  const round = openRound(await loadRounds());
  const question = round && (await loadQuestionBank()).byId.get(round.questionId);
  if (!round || !question) return null;
  return (
    <p className={`text-slate-800 ${className}`}>
      <strong>This week&apos;s Bar Check:</strong>{" "}
      <Link href={questionPath(question.id)} className="text-violet-800 underline">{question.title}</Link>. Answer it, enter it, and{" "}
      <Link href={BAR_CHECK_PATH} className="text-violet-800 underline">judge other members&apos; answers</Link>.
    </p>
  );
}
