import { describe, expect, it } from "vitest";
import { z } from "zod";
import { messages } from "@/lib/auth/messages";
import { fieldErrors } from "@/lib/action-result";
import { forgotPasswordSchema, isLinkedInProfileUrl, LOGIN_FIELDS, loginSchema, newPasswordSchema, SIGNUP_FIELDS, signupSchema } from "@/lib/auth/schemas";

// The sign-up texts, word for word: the catalogue's LinkedIn message, and the phone message of docs/decisions.md.
const LINKEDIN_MESSAGE = "LinkedIn profile link is not valid, please correct it.";
const PHONE_MESSAGE = "Enter a valid phone number, including the country code.";
const PASSWORD_TOO_LONG = "Password must be at most 72 characters; emoji and letters outside English count as 2 to 4.";

const goodSignup = {
  name: "Asha Rao",
  email: "asha@example.com",
  password: "secret12",
  phone_number: "+919876543210",
  linkedin_profile: "https://www.linkedin.com/in/asha-rao",
};
const goodLogin = { email: "asha@example.com", password: "secret12" };

function signupErrors(input: Record<string, unknown>) {
  const result = signupSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}
function loginErrors(input: Record<string, unknown>) {
  const result = loginSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe("isLinkedInProfileUrl", () => {
  it.each([
    "https://www.linkedin.com/in/asha-rao",
    "https://linkedin.com/in/asha-rao",
    "https://in.linkedin.com/in/asha-rao-1a2b3c/",
    "https://www.linkedin.com/in/asha-rao?trk=public_profile",
    "https://WWW.LinkedIn.COM/in/Asha",
    "HTTPS://www.linkedin.com/in/asha",
    "https://www.linkedin.com/pub/asha-rao/1/2/3",
  ])("accepts %s", (url) => {
    expect(isLinkedInProfileUrl(url)).toBe(true);
  });

  it.each([
    ["http://www.linkedin.com/in/asha", "not https"],
    ["ftp://www.linkedin.com/in/asha", "not https"],
    ["javascript://www.linkedin.com/%0aalert(1)", "not https"],
    ["www.linkedin.com/in/asha", "no scheme"],
    ["linkedin.com/in/asha", "no scheme"],
    ["//www.linkedin.com/in/asha", "no scheme"],
    ["https://www.linkedin.com", "no path"],
    ["https://www.linkedin.com/", "no path"],
    ["https://www.linkedin.com//", "no path"],
    ["https://www.linkedin.com/?in=asha", "no path, only a query"],
    ["https://www.linkedin.com/#asha", "no path, only a fragment"],
    ["https://linkedin.com.evil.com/in/asha", "another domain"],
    ["https://evil-linkedin.com/in/asha", "another domain"],
    ["https://notlinkedin.com/in/asha", "another domain"],
    ["https://www.linkedin.co/in/asha", "another domain"],
    ["https://evil.com/www.linkedin.com/in/asha", "linkedin only in the path"],
    ["https://evil.com/?u=https://www.linkedin.com/in/asha", "linkedin only in the query"],
    ["https://www.linkedin.com@evil.com/in/asha", "linkedin only as a user name"],
    ["https://user:secret@www.linkedin.com/in/asha", "credentials in the address"],
    ["", "empty"],
    ["asha rao", "not an address"],
    ["https://", "not an address"],
  ])("rejects %j (%s)", (url) => {
    expect(isLinkedInProfileUrl(url)).toBe(false);
  });
});

describe("signupSchema", () => {
  it("accepts a complete sign-up", () => {
    expect(signupSchema.parse(goodSignup)).toEqual(goodSignup);
  });

  it("trims every field but the password", () => {
    const padded = Object.fromEntries(Object.entries(goodSignup).map(([field, value]) => [field, `  ${value} `]));
    expect(signupSchema.parse(padded)).toEqual({ ...goodSignup, password: `  ${goodSignup.password} ` });
  });

  it.each([
    ["name", "Full name is required."],
    ["email", "Email is required."],
    ["password", "Password is required."],
    ["phone_number", "Phone number is required."],
    ["linkedin_profile", "LinkedIn profile link is required."],
  ])("requires %s", (field, message) => {
    expect(signupErrors({ ...goodSignup, [field]: "" })).toEqual({ [field]: message });
  });

  it.each(["name", "email", "phone_number", "linkedin_profile"])("treats a blank %s as missing", (field) => {
    expect(Object.keys(signupErrors({ ...goodSignup, [field]: "  \t " }))).toEqual([field]);
  });

  it("names every field of an empty form, with the first message of each", () => {
    const blank = { name: "", email: "", password: "", phone_number: "", linkedin_profile: "" };
    expect(signupErrors(blank)).toEqual({
      name: "Full name is required.",
      email: "Email is required.",
      password: "Password is required.",
      phone_number: "Phone number is required.",
      linkedin_profile: "LinkedIn profile link is required.",
    });
  });

  it("refuses a submission with the fields left out", () => {
    expect(Object.keys(signupErrors({})).sort()).toEqual(["email", "linkedin_profile", "name", "password", "phone_number"]);
  });

  it.each([
    "http://www.linkedin.com/in/asha-rao",
    "https://www.linkedin.com/",
    "https://evil.com/in/asha-rao",
    "linkedin.com/in/asha-rao",
  ])("gives the catalogue's LinkedIn message for %s", (link) => {
    const errors = signupErrors({ ...goodSignup, linkedin_profile: link });
    expect(errors).toEqual({ linkedin_profile: LINKEDIN_MESSAGE });
    expect(errors.linkedin_profile).toBe(messages.linkedin);
  });

  it.each(["+919876543210", "+91 98765 43210", "+91-98765-43210", "+91 22 2345 6789", "+12025550123", "+44 7911 123456"])(
    "accepts the phone number %s",
    (phone) => {
      expect(signupErrors({ ...goodSignup, phone_number: phone })).toEqual({});
    },
  );

  it.each([
    ["9876543210", "no country code"],
    ["+9198765", "too short"],
    ["+91 98765 432100", "too long"],
    ["+11234567890", "no such US area code"],
    ["+999 1234 5678", "no such country code"],
    ["+91 55555 55555", "the right length, but no Indian number starts with 5 (the full metadata knows)"],
    ["+91 01234 56789", "the right length, but no Indian number starts with 0"],
    ["phone", "no digits"],
    ["+", "no digits"],
  ])("rejects the phone number %j (%s)", (phone) => {
    expect(signupErrors({ ...goodSignup, phone_number: phone })).toEqual({ phone_number: PHONE_MESSAGE });
  });

  it.each(["asha", "asha@", "@example.com", "asha@example", "asha rao@example.com"])("rejects the email %j", (email) => {
    expect(signupErrors({ ...goodSignup, email })).toEqual({ email: "Enter a valid email address." });
  });

  it("asks for a password of at least 6 and at most 72 characters", () => {
    expect(signupErrors({ ...goodSignup, password: "12345" })).toEqual({ password: "Password must be at least 6 characters." });
    expect(signupErrors({ ...goodSignup, password: "123456" })).toEqual({});
    expect(signupErrors({ ...goodSignup, password: "x".repeat(72) })).toEqual({});
    expect(signupErrors({ ...goodSignup, password: "x".repeat(73) })).toEqual({ password: PASSWORD_TOO_LONG });
    // The limit counts bytes, as the server does: 18 emoji are 72 bytes, 19 are 76.
    expect(signupErrors({ ...goodSignup, password: "😀".repeat(18) })).toEqual({});
    expect(signupErrors({ ...goodSignup, password: "😀".repeat(19) })).toEqual({ password: PASSWORD_TOO_LONG });
  });

  it("limits the length of the name, the email and the links", () => {
    expect(signupErrors({ ...goodSignup, name: "a".repeat(100) })).toEqual({});
    expect(signupErrors({ ...goodSignup, name: "a".repeat(101) })).toEqual({ name: "Full name must be at most 100 characters." });
    expect(signupErrors({ ...goodSignup, email: `${"a".repeat(243)}@example.com` })).toEqual({ email: "Email must be at most 254 characters." });
    const longLink = `https://www.linkedin.com/in/${"a".repeat(300)}`;
    expect(signupErrors({ ...goodSignup, linkedin_profile: longLink }).linkedin_profile).toBe("LinkedIn profile link must be at most 300 characters.");
  });
});

describe("loginSchema", () => {
  it("accepts an email and a password", () => {
    expect(loginSchema.parse(goodLogin)).toEqual(goodLogin);
  });

  it("trims the email but not the password", () => {
    expect(loginSchema.parse({ email: " asha@example.com ", password: " pw " })).toEqual({ email: "asha@example.com", password: " pw " });
  });

  it("leaves password rules to the server: a short password may be tried", () => {
    expect(loginErrors({ ...goodLogin, password: "1" })).toEqual({});
  });

  it("requires both fields", () => {
    expect(loginErrors({ email: "", password: "" })).toEqual({ email: "Email is required.", password: "Password is required." });
    expect(loginErrors({ ...goodLogin, email: "   " })).toEqual({ email: "Email is required." });
  });

  it("refuses a submission with the fields left out", () => {
    expect(Object.keys(loginErrors({})).sort()).toEqual(["email", "password"]);
  });

  it("rejects a malformed email and an overlong password", () => {
    expect(loginErrors({ ...goodLogin, email: "asha@" })).toEqual({ email: "Enter a valid email address." });
    expect(loginErrors({ ...goodLogin, password: "x".repeat(73) })).toEqual({ password: PASSWORD_TOO_LONG });
    expect(loginErrors({ ...goodLogin, password: "é".repeat(37) })).toEqual({ password: PASSWORD_TOO_LONG });
  });
});

describe("fieldErrors", () => {
  const schema = z
    .object({ code: z.string().min(3, "Too short.").regex(/^\d+$/, "Digits only."), note: z.string().max(2, "Too long.") })
    .refine(() => false, "The whole form is wrong.");

  it("keeps the first message of each field", () => {
    const result = schema.safeParse({ code: "a", note: "abc" });
    expect(result.success).toBe(false);
    expect(result.error && fieldErrors(result.error)).toEqual({ code: "Too short.", note: "Too long." });
  });

  it("leaves out fields without problems and issues that belong to no field", () => {
    const result = schema.safeParse({ code: "12345", note: "" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["The whole form is wrong."]);
    expect(result.error && fieldErrors(result.error)).toEqual({});
  });
});

describe("the forms' fields", () => {
  it("are the sign-up form's five fields and the login form's two, in the order the forms show them", () => {
    expect(SIGNUP_FIELDS).toEqual(["name", "email", "password", "phone_number", "linkedin_profile"]);
    expect(LOGIN_FIELDS).toEqual(["email", "password"]);
  });
});

describe("password recovery", () => {
  const errorsOf = (schema: typeof newPasswordSchema | typeof forgotPasswordSchema, input: unknown): Record<string, string | undefined> => {
    const result = schema.safeParse(input);
    return result.success ? {} : fieldErrors(result.error);
  };

  it("asks for a valid email to send the link to", () => {
    expect(errorsOf(forgotPasswordSchema, { email: " asha@example.com " })).toEqual({});
    expect(errorsOf(forgotPasswordSchema, { email: "" })).toEqual({ email: "Email is required." });
    expect(errorsOf(forgotPasswordSchema, { email: "asha@" })).toEqual({ email: "Enter a valid email address." });
  });

  it("takes a new password under the sign-up's rules, typed the same twice", () => {
    expect(errorsOf(newPasswordSchema, { password: "new-secret", confirm: "new-secret" })).toEqual({});
    expect(errorsOf(newPasswordSchema, { password: "short", confirm: "short" })).toEqual({ password: "Password must be at least 6 characters." });
    expect(errorsOf(newPasswordSchema, { password: "😀".repeat(19), confirm: "😀".repeat(19) })).toEqual({ password: PASSWORD_TOO_LONG });
    expect(errorsOf(newPasswordSchema, { password: "new-secret", confirm: "new-secreT" })).toEqual({ confirm: "The two passwords do not match." });
    expect(errorsOf(newPasswordSchema, { password: "new-secret", confirm: "" })).toEqual({ confirm: "Type the new password again." });
  });
});
