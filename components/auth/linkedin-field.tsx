import { Field, errorId, inputClass } from "@/components/ui/field";

const LINKEDIN_FIELD = "linkedin_profile";

/** The required LinkedIn profile link of the sign-up and of "Choose your password". */
export function LinkedInField({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  return (
    <Field id={LINKEDIN_FIELD} label="LinkedIn profile link" required error={error}>
      <input
        id={LINKEDIN_FIELD}
        name={LINKEDIN_FIELD}
        {...(error ? { "aria-invalid": true, "aria-describedby": errorId(LINKEDIN_FIELD) } : {})}
        type="url"
        inputMode="url"
        placeholder="https://www.linkedin.com/in/your-name"
        required
        defaultValue={defaultValue}
        className={inputClass}
      />
    </Field>
  );
}
