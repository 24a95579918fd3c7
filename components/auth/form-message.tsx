import { AuthMessage } from "@/components/auth/auth-message";

/** A form's message: news on success ("check your email") in a calm status box, anything else in the alert box. */
export function FormMessage({ state }: { state: { ok?: true; message?: string } }) {
  if (!state.message) return null;
  if (!state.ok) return <AuthMessage message={state.message} />;
  return (
    <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
      {state.message}
    </p>
  );
}
