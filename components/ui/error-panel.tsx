"use client";

import { useEffect } from "react";

/**
 * What a screen shows when it could not be built (the backend or the network failed): a plain message and a way
 * to try again. Never the error's own text: in production the server sends none, and a stack or an internal
 * message helps no member. The error goes to the browser's console with its digest, which matches the server log.
 */
export function ErrorPanel({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  useEffect(() => {
    console.error("page failed", error.digest ?? error);
  }, [error]);
  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      <section role="alert" aria-labelledby="error-heading" className="space-y-3 rounded-lg border border-red-300 bg-red-50 p-6 text-red-900">
        <h1 id="error-heading" className="text-xl font-semibold">
          Something went wrong
        </h1>
        <p>This page could not be loaded. Check your connection, then try again.</p>
        <button
          type="button"
          onClick={retry}
          className="min-h-11 rounded-md bg-violet-700 px-4 py-2 font-semibold text-white hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
        >
          Try again
        </button>
      </section>
    </main>
  );
}
