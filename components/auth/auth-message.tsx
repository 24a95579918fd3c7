import { Alert } from "@/components/ui/alert";
import { messages } from "@/lib/auth/messages";
import { siteConfig } from "@/lib/site-config";

// The two messages that leave the person stuck (bought access but no account yet) also say whom to ask.
const NEEDS_SUPPORT: ReadonlySet<string> = new Set([messages.activation, messages.notMember]);

/** A sign-in screen's message in the alert box, with the support contact beside it when the person needs help. */
export function AuthMessage({ message }: { message: string }) {
  return (
    <div className="space-y-2">
      <Alert>{message}</Alert>
      {NEEDS_SUPPORT.has(message) && (
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
