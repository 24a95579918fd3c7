"use client";

import { useState } from "react";
import PhoneInput from "react-phone-number-input";
import flags from "react-phone-number-input/flags";
import "react-phone-number-input/style.css";
import { Field, errorId, inputClass } from "@/components/ui/field";

// The picker's own input has no name: it shows the number as typed, and the hidden one sends it as E.164.
const PHONE_FIELD = "phone_number";

/** The required phone number: the picker starts on India and the form submits E.164 (+91...). */
export function PhoneField({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  const [phone, setPhone] = useState<string | undefined>(defaultValue || undefined);
  return (
    <Field id={PHONE_FIELD} label="Phone number" required error={error}>
      <PhoneInput
        id={PHONE_FIELD}
        defaultCountry="IN"
        flags={flags}
        value={phone}
        onChange={setPhone}
        autoComplete="tel"
        required
        className="phone-field"
        numberInputProps={{ className: inputClass, ...(error ? { "aria-invalid": true, "aria-describedby": errorId(PHONE_FIELD) } : {}) }}
      />
      <input type="hidden" name={PHONE_FIELD} value={phone ?? ""} />
    </Field>
  );
}
