import { Link } from "@/components/layout/link";
import { labelOf } from "@/lib/practice/question-kinds";
import type { Question } from "@/lib/practice/question";
import { MdxBlocks } from "./mdx-blocks";
import { PRACTICE_PATH } from "@/lib/practice/practice-paths";

/** The question as the interviewer asks it, under its title and what kind of question it is. */
export function QuestionHeader({ question, heading = "h1" }: { question: Question; heading?: "h1" | "h2" }) {
  const Heading = heading;
  return (
    <div className="space-y-3">
      <Link href={PRACTICE_PATH} className="text-sm text-violet-800 underline">
        All practice questions
      </Link>
      <Heading className={heading === "h1" ? "text-3xl font-bold text-slate-900" : "text-xl font-semibold text-slate-900"}>{question.title}</Heading>
      <p className="text-sm text-slate-700">
        {[labelOf(question.type), question.companies.map(labelOf).join(", "), labelOf(question.difficulty), `${question.minutes} minutes`].join(" · ")}
      </p>
      <div className="rounded-lg border-l-4 border-violet-700 bg-violet-50 px-4 py-3">
        <MdxBlocks nodes={question.prompt} />
      </div>
    </div>
  );
}
