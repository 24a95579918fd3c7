/** What a form's server action hands back: field errors, one message for the alert box, and the typed values. */
export interface FormState<Field extends string> {
  errors?: Partial<Record<Field, string>>;
  message?: string;
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
