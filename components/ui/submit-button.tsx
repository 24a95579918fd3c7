"use client";

import { useFormStatus } from "react-dom";

/** A form's main button, showing its busy label ("Logging in...") while the form's action runs. */
export function SubmitButton({ label, busyLabel, className = "" }: { label: string; busyLabel: string; className?: string }) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      className={`flex min-h-11 w-full items-center justify-center rounded-md bg-violet-700 px-4 py-2.5 font-semibold text-white hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 disabled:cursor-wait disabled:opacity-70 ${className}`}
    >
      {pending ? busyLabel : label}
    </button>
  );
}
