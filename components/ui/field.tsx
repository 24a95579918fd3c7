import type { ReactNode } from "react";

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  /** The input itself; it must carry `id`, and `aria-describedby={errorId(id)}` when there is an error. */
  children: ReactNode;
}

/** The id of a field's error text, which the input points to with aria-describedby. */
export const errorId = (id: string) => `${id}-error`;

/** A labelled form field with its error announced and linked to the input. */
export function Field({ id, label, required, error, children }: FieldProps) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {" "}*
          </span>
        )}
      </label>
      {children}
      <p id={errorId(id)} aria-live="polite" className="min-h-0 text-sm text-red-700">
        {error}
      </p>
    </div>
  );
}

export const inputClass =
  "block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-violet-700 focus:outline-2 focus:outline-violet-700 aria-[invalid=true]:border-red-600";
