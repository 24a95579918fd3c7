"use client";

import { useFormStatus } from "react-dom";

const LOOKS = {
  main: "bg-violet-700 text-white hover:bg-violet-800",
  second: "border border-violet-700 text-violet-800 hover:bg-violet-50",
};

/** A form's button, showing its busy label ("Logging in...") while the form's action runs; `second` for a lesser one. */
export function SubmitButton({ label, busyLabel, className = "", look = "main" }: { label: string; busyLabel: string; className?: string; look?: keyof typeof LOOKS }) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      className={`flex min-h-11 w-full items-center justify-center rounded-md px-4 py-2.5 font-semibold ${LOOKS[look]} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 disabled:cursor-wait disabled:opacity-70 ${className}`}
    >
      {pending ? busyLabel : label}
    </button>
  );
}
