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
