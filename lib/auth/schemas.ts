// The full metadata (the browser's phone picker keeps the small set): it checks the digits, not only the length.
import { isValidPhoneNumber } from "libphonenumber-js/max";
import { z } from "zod";
import { isStorableText } from "@/lib/storable-text";
import { messages } from "./messages";

const LINKEDIN_HOST = /^([a-z0-9-]+\.)*linkedin\.com$/;
// Whitespace, control and format characters (which the URL parser drops or encodes, and which can disguise how a link
// reads: U+202E turns text around) and backslashes (which it reads as "/", where other parsers see a user name:
// "https://www.linkedin.com\@evil.com/") have no place in a profile link.
const NOT_IN_A_LINK = /[\s\p{Cc}\p{Cf}\\]/u;

/** The LinkedIn rule: an https address on a linkedin.com host with a path beyond "/" (docs/decisions.md, 'Sign-up'). */
export function isLinkedInProfileUrl(value: string): boolean {
  if (NOT_IN_A_LINK.test(value) || !isStorableText(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === "https:" && !url.username && !url.password && LINKEDIN_HOST.test(url.hostname) && url.pathname.replace(/\/+$/, "").length > 0;
}

const requiredText = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`);

const email = requiredText("Email", 254).pipe(z.email("Enter a valid email address."));

// bcrypt, and so Supabase Auth, reads at most 72 bytes of a password: the limit counts bytes, as the server does, so
// a password the form accepts is one the server accepts.
export const PASSWORD_MAX_BYTES = 72;
const PASSWORD_TOO_LONG = "Password must be at most 72 characters; emoji and letters outside English count as 2 to 4.";
const passwordBytes = (value: string) => new TextEncoder().encode(value).length;

/** The email login form (`/email-login`). */
export const loginSchema = z.object({
  email,
  password: z.string().min(1, "Password is required.").refine((value) => passwordBytes(value) <= PASSWORD_MAX_BYTES, PASSWORD_TOO_LONG),
});
export type LoginInput = z.infer<typeof loginSchema>;
export type LoginField = keyof LoginInput;
/** The login form's fields, in the order of the form. */
export const LOGIN_FIELDS = Object.keys(loginSchema.shape) as LoginField[];

/**
 * The sign-up form (`/signup-user`): its fields and their rules, defined once. The server action checks them; the
 * form names its inputs with `SignupField` (a type, so zod stays out of the browser's JavaScript).
 */
export const signupSchema = z.object({
  name: requiredText("Full name", 100).refine(isStorableText, "Full name contains characters that are not allowed."),
  email,
  password: z
    .string()
    .min(1, "Password is required.")
    .min(6, "Password must be at least 6 characters.")
    .refine((value) => passwordBytes(value) <= PASSWORD_MAX_BYTES, PASSWORD_TOO_LONG),
  phone_number: requiredText("Phone number", 20).refine(
    (value) => isValidPhoneNumber(value),
    "Enter a valid phone number, including the country code.",
  ),
  linkedin_profile: requiredText("LinkedIn profile link", 300).refine(isLinkedInProfileUrl, messages.linkedin),
});
export type SignupInput = z.infer<typeof signupSchema>;
export type SignupField = keyof SignupInput;
/** The sign-up form's fields, in the order of the form. */
export const SIGNUP_FIELDS = Object.keys(signupSchema.shape) as SignupField[];

/** "Forgot your password?" (`/forgot-password`): the email to send the link to. */
export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordField = keyof z.infer<typeof forgotPasswordSchema>;
export const FORGOT_PASSWORD_FIELDS = Object.keys(forgotPasswordSchema.shape) as ForgotPasswordField[];

/** The new password (`/reset-password`), typed twice, under the sign-up's rules. */
export const newPasswordSchema = z
  .object({ password: signupSchema.shape.password, confirm: z.string().min(1, "Type the new password again.") })
  .refine((value) => value.password === value.confirm, { path: ["confirm"], message: "The two passwords do not match." });
export type NewPasswordField = keyof z.infer<typeof newPasswordSchema>;
export const NEW_PASSWORD_FIELDS: NewPasswordField[] = ["password", "confirm"];

/** The details a sign-up gives, kept in the browser until the email is proven (lib/auth/signup-details.ts). */
export const signupDetailsSchema = signupSchema.pick({ email: true, name: true, phone_number: true, linkedin_profile: true });
export type SignupDetails = z.infer<typeof signupDetailsSchema>;

/** "Choose your password" (`/choose-password`) after the email's proof: the password twice and the sign-up's details. */
export const accountSetupSchema = z
  .object({
    password: signupSchema.shape.password,
    confirm: z.string().min(1, "Type the password again."),
    name: signupSchema.shape.name,
    phone_number: signupSchema.shape.phone_number,
    linkedin_profile: signupSchema.shape.linkedin_profile,
  })
  .refine((value) => value.password === value.confirm, { path: ["confirm"], message: "The two passwords do not match." });
export type AccountSetupField = keyof z.infer<typeof accountSetupSchema>;
export const ACCOUNT_SETUP_FIELDS: AccountSetupField[] = ["password", "confirm", "name", "phone_number", "linkedin_profile"];

