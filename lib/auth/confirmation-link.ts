import { CONFIRM_LANDING_PATH } from "./route-rules";
import { signupDetailsSchema, type SignupDetails } from "./schemas";

type Details = Omit<SignupDetails, "email">;
const DETAIL_KEYS = ["name", "phone_number", "linkedin_profile"] as const;

/**
 * The landing address for one sign-up's email, carrying the details typed at that sign-up, so the device that opens
 * the link (a phone, say, when the sign-up was on a laptop) can fill "Choose your password" with them. The proof of
 * the email clears what the auth server kept (docs/security.md), and only the link's opener sees these: they are
 * shown to check, never saved without the owner pressing "Save and continue".
 */
export function confirmationLanding(site: string, details: Details | null): string {
  const url = new URL(CONFIRM_LANDING_PATH, site);
  if (details) for (const key of DETAIL_KEYS) url.searchParams.set(key, details[key]);
  return url.toString();
}

/** The sign-up's details a landing address carries, or null when they are missing or break the sign-up's rules. */
export function detailsFromLanding(params: URLSearchParams, email: string): Details | null {
  const parsed = signupDetailsSchema.safeParse({
    email,
    name: params.get("name") ?? "",
    phone_number: params.get("phone_number") ?? "",
    linkedin_profile: params.get("linkedin_profile") ?? "",
  });
  if (!parsed.success) return null;
  const { email: _email, ...details } = parsed.data;
  return details;
}
