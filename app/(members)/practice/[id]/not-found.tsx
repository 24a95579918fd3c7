import { Link } from "@/components/layout/link";

/** An unknown question id under /practice: said plainly, with the way back to the bank. */
export default function QuestionNotFound() {
  return (
    <main className="mx-auto max-w-2xl space-y-4 px-4 py-8">
      <h1 className="text-3xl font-bold text-slate-900">No such question</h1>
      <p className="text-slate-700">This practice question does not exist, or it has been renamed.</p>
      <Link href="/practice" className="text-violet-800 underline">
        Back to all practice questions
      </Link>
    </main>
  );
}
