import { Alert } from "@/components/ui/alert";
import { messages } from "@/lib/auth/messages";
import { siteConfig } from "@/lib/site-config";

// The two messages that leave the person stuck (bought access but no account yet) also say whom to ask.
const NEEDS_SUPPORT: ReadonlySet<string> = new Set([messages.activation, messages.notMember]);

/**
 * A form's message, the one way every form and sign-in screen shows it: news on success ("check your email") in a
 * calm status box, anything else in the alert box, with the support contact beside it when the person needs help.
 */
export function FormMessage({ state }: { state: { ok?: true; message?: string } }) {
  if (!state.message) return null;
  if (state.ok) {
    return (
      <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
        {state.message}
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <Alert>{state.message}</Alert>
      {NEEDS_SUPPORT.has(state.message) && (
        <p className="text-sm text-slate-700">
          Need help? Write to{" "}
          <a href={`mailto:${siteConfig.supportEmail}`} className="font-medium text-violet-800 underline underline-offset-2">
            {siteConfig.supportEmail}
          </a>
          .
        </p>
      )}
    </div>
  );
}
