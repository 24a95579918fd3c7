import { Link } from "@/components/layout/link";

/** An unknown script id under /practice/mock: said plainly, with the way back to practice. */
export default function SoloMockNotFound() {
  return (
    <main className="mx-auto max-w-2xl space-y-4 px-4 py-8">
      <h1 className="text-3xl font-bold text-slate-900">No such mock interview</h1>
      <p className="text-slate-700">This solo mock does not exist, or it has been renamed.</p>
      <Link href="/practice#practise-alone" className="inline-flex min-h-11 items-center text-violet-800 underline">
        Back to the solo mocks
      </Link>
    </main>
  );
}
