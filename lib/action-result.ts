import type { z } from "zod";

/**
 * What every server action hands back, and what `useActionState` reads, the same way in every form: a message for
 * the alert box, the first problem with each field, the typed values (so a refused form keeps them), and `ok` on
 * success. Success that navigates on the server returns nothing at all.
 */
export interface ActionResult<Field extends string = never> {
  ok?: true;
  message?: string;
  errors?: Partial<Record<Field, string>>;
  values?: Partial<Record<Field, string>>;
}

/** The text fields of a submitted form, never trusting their types (a field may be missing or a file). */
export function formValues<Field extends string>(formData: FormData, fields: readonly Field[]): Record<Field, string> {
  const values = {} as Record<Field, string>;
  for (const field of fields) {
    const value = formData.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/** The first message for each field of a failed parse, shown under the field it names. */
export function fieldErrors<Field extends string>(error: z.ZodError): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field !== undefined) errors[field] ??= issue.message;
  }
  return errors;
}
