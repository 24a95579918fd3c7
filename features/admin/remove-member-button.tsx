"use client";

import { useActionState, useEffect, useRef, useState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { removeMemberAction, type MemberFormState } from "./member-actions";

const buttonClass = "rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700";

/** "Remove", then "Remove {email}? Yes, remove / Cancel": nothing is removed without the second click. */
export function RemoveMemberButton({ email }: { email: string }) {
  const [state, action, pending] = useActionState(removeMemberAction, {} as MemberFormState);
  const [asking, setAsking] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) cancel.current?.focus();
  }, [asking]);

  if (state.ok) return <FormMessage state={state} />;
  if (!asking) {
    return (
      <button ref={opener} type="button" onClick={() => setAsking(true)} aria-label={`Remove ${email}`} className={`${buttonClass} border border-slate-400 text-slate-800 hover:bg-slate-100`}>
        Remove
      </button>
    );
  }
  return (
    <form action={action} className="space-y-2" aria-label={`Remove ${email}`}>
      <p className="text-sm text-slate-900">
        Remove <span className="break-all font-medium">{email}</span>? They lose access within a minute.
      </p>
      <input type="hidden" name="email" value={email} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={pending} className={`${buttonClass} bg-red-700 text-white hover:bg-red-800 disabled:opacity-70`}>
          {pending ? "Removing..." : "Yes, remove"}
        </button>
        <button ref={cancel} type="button" onClick={() => setAsking(false)} className={`${buttonClass} border border-slate-400 text-slate-800 hover:bg-slate-100`}>
          Cancel
        </button>
      </div>
      <FormMessage state={state} />
    </form>
  );
}
