import type { ReactNode } from "react";

/** The centred card the login and sign-up screens sit in. */
export function AuthCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-md px-4 pb-12 pt-24">
      <div className="space-y-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-center text-2xl font-bold text-slate-900">{heading}</h1>
        {children}
      </div>
    </main>
  );
}
