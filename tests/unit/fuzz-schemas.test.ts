import fc from "fast-check";
import { isValidPhoneNumber } from "libphonenumber-js/max";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { messages } from "@/lib/auth/messages";
import { fieldErrors } from "@/lib/action-result";
import { isLinkedInProfileUrl, loginSchema, SIGNUP_FIELDS, signupSchema } from "@/lib/auth/schemas";
import { courseNavigation } from "@/lib/course/navigation";
import { FEEDBACK_MAX_LENGTH, feedbackSchema } from "@/features/feedback/feedback-schema";
import { HOSTILE_CHARS, HOSTILE_STRINGS, text, unit } from "../support/hostile-text";
import { fuzzSeed } from "../support/fuzz-seed";

/**
 * Fuzzes the zod schemas the server actions share with the forms (sign-up, login, feedback): they never throw, what
 * they accept meets the rules of docs/decisions.md ('Sign-up', 'Feedback') and is kept verbatim (trimmed), and what
 * they refuse carries the right message.
 * Each property runs FUZZ_RUNS times (2,000 by default), from the seed of tests/support/fuzz-seed.ts.
 */

/** Generous: the machine's two cores are shared, and FUZZ_RUNS may be raised. */
const TIMEOUT = 60_000;

const RUNS: fc.Parameters<unknown> = {
  numRuns: Number(process.env.FUZZ_RUNS ?? 2000),
  ...fuzzSeed(),
};

const NOT_ALLOWED = "contains characters that are not allowed.";
const PHONE_MESSAGE = "Enter a valid phone number, including the country code.";
const EMAIL_MESSAGE = "Enter a valid email address.";
const FEEDBACK_TOO_LONG = "Feedback can be at most 5,000 characters.";

/** Text Postgres can store: no NUL, no lone surrogate (an independent check, not the app's own helper). */
const storable = (value: string) => !value.includes("\u0000") && value === value.toWellFormed();
/** Lengths as zod and Postgres count them: in code points, not UTF-16 units. */
const length = (value: string) => [...value].length;
// The password limit counts bytes, as bcrypt and Supabase Auth do.
const bytes = (value: string) => Buffer.byteLength(value, "utf8");
const PASSWORD_TOO_LONG = "Password must be at most 72 characters; emoji and letters outside English count as 2 to 4.";

/** The LinkedIn rule (docs/decisions.md), checked apart from the app's: https, linkedin.com, a path, nothing odd. */
function meetsLinkedInRule(value: string): boolean {
  if (/[\s\p{Cc}\p{Cf}\\]/u.test(value) || !storable(value)) return false;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || url.protocol !== "https:" || url.username || url.password) return false;
  // linkedin.com itself or a subdomain made of DNS labels (letters, digits, hyphens).
  const labels = url.hostname.split(".");
  const onLinkedIn = labels.slice(-2).join(".") === "linkedin.com" && labels.slice(0, -2).every((label) => /^[a-z0-9-]+$/.test(label));
  return onLinkedIn && url.pathname.replace(/\/+$/, "") !== "";
}

/** The message the sign-up form must show for each field, in the order of the rules, or nothing. */
function expectedSignupErrors(input: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  const check = (field: string, rules: [boolean, string][]) => {
    const failed = rules.find(([broken]) => broken);
    if (failed) errors[field] = failed[1];
  };
  const name = input.name!.trim();
  check("name", [[name === "", "Full name is required."], [length(name) > 100, "Full name must be at most 100 characters."], [!storable(name), `Full name ${NOT_ALLOWED}`]]);
  const email = input.email!.trim();
  check("email", [[email === "", "Email is required."], [length(email) > 254, "Email must be at most 254 characters."], [!z.email().safeParse(email).success, EMAIL_MESSAGE]]);
  const password = input.password!;
  check("password", [[password === "", "Password is required."], [length(password) < 6, "Password must be at least 6 characters."], [bytes(password) > 72, PASSWORD_TOO_LONG]]);
  const phone = input.phone_number!.trim();
  check("phone_number", [[phone === "", "Phone number is required."], [length(phone) > 20, "Phone number must be at most 20 characters."], [!isValidPhoneNumber(phone), PHONE_MESSAGE]]);
  const link = input.linkedin_profile!.trim();
  check("linkedin_profile", [[link === "", "LinkedIn profile link is required."], [length(link) > 300, "LinkedIn profile link must be at most 300 characters."], [!meetsLinkedInRule(link), messages.linkedin]]);
  return errors;
}

/** Sometimes surrounded by spaces, tabs or newlines, as pasted text is. */
const padded = (arbitrary: fc.Arbitrary<string>) =>
  fc.tuple(fc.constantFrom("", "", "", " ", "\t", "\n ", "\u00a0"), arbitrary, fc.constantFrom("", "", "", " ", "\r\n")).map(([a, b, c]) => a + b + c);

/** A valid value with one hostile character put somewhere inside it. */
const spoiled = (valid: fc.Arbitrary<string>) =>
  fc.tuple(valid, fc.nat(), fc.constantFrom(...HOSTILE_CHARS)).map(([value, at, char]) => {
    const i = at % (value.length + 1);
    return value.slice(0, i) + char + value.slice(i);
  });

const names = fc.constantFrom("Asha Rao", "आशा राव", "O'Brien", "José Núñez", "李雷", "Zoë 😀", "<b>Asha</b>", "a".repeat(100), "a".repeat(101));
const emails = fc.oneof(fc.emailAddress(), fc.constantFrom("asha@example.com", "Asha.Rao+pm@Example.co.in", "asha@localhost", "asha@@example.com"));
const passwords = fc.oneof(fc.string({ minLength: 6, maxLength: 72 }), fc.constantFrom("12345", "123456", "x".repeat(72), "x".repeat(73), "पासवर्ड१२३"));
const phones = fc.constantFrom("+919876543210", "+91 98765 43210", "+91-98765-43210", "+12025550123", "+44 7911 123456", "9876543210", "+11234567890");

/** LinkedIn-like addresses assembled from parts, look-alike hosts, credentials and odd separators included. */
/** Mostly `usual`, sometimes one of the `odd` ones. */
const mostly = (usual: string, ...odd: string[]) => fc.oneof({ weight: 3, arbitrary: fc.constant(usual) }, { weight: 1, arbitrary: fc.constantFrom(...odd) });
const linkedinLike = fc
  .tuple(
    mostly("https", "HTTPS", "http", "javascript", "data", "ftp", ""),
    mostly("://", ":", ":/", ":\\\\", "//"),
    mostly("", "user@", "user:secret@", "www.linkedin.com@", "linkedin.com:x@"),
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom("www.linkedin.com", "linkedin.com", "in.linkedin.com", "WWW.LinkedIn.COM") },
      {
        weight: 3,
        arbitrary: fc.constantFrom(
          "linkedin.com.evil.com", "evil.com", "evil-linkedin.com", "notlinkedin.com", "linkedin.co", "www.linkedin.com.",
          "lınkedin.com", "xn--lnkedin-ubb.com", "127.0.0.1", "[::1]", "www.linkedin.com%2f@evil.com", "www.linkedin.com\\@evil.com",
        ),
      },
      { weight: 1, arbitrary: text(12) },
    ),
    mostly("", ":443", ":8443", ":0"),
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom("/in/asha-rao", "/in/asha-rao/", "/pub/asha/1/2/3", "/in/%E0%A4%86") },
      { weight: 2, arbitrary: fc.constantFrom("", "/", "//", "/linkedin.com/in/x", "//evil.com/in/x", "/in/<script>alert(1)</script>", "/in/a b") },
      { weight: 2, arbitrary: text(12).map((t) => `/in/${t}`) },
    ),
    mostly("", "?trk=public_profile", "#top", "?u=https://evil.com", "#\u0000", "#\u202e"),
  )
  .map((parts) => parts.join(""));

/** A LinkedIn profile link as people paste them. */
const profileLinks = fc
  .tuple(fc.constantFrom("www.linkedin.com", "linkedin.com", "in.linkedin.com"), fc.stringMatching(/^[a-z0-9-]{1,30}$/), fc.constantFrom("", "/", "?trk=x"))
  .map(([host, slug, end]) => `https://${host}/in/${slug}${end}`);

describe("signupSchema under fuzzing", () => {
  /** Mostly a plausible value (padded as pasted text is), else the same spoiled by one character, else anything. */
  const field = (valid: fc.Arbitrary<string>) =>
    fc.oneof({ weight: 8, arbitrary: padded(valid) }, { weight: 1, arbitrary: spoiled(valid) }, { weight: 1, arbitrary: text(40) });
  const form = fc.record({
    name: field(names),
    email: field(emails),
    password: fc.oneof({ weight: 8, arbitrary: passwords }, { weight: 1, arbitrary: spoiled(passwords) }, { weight: 1, arbitrary: text(80) }),
    phone_number: field(phones),
    linkedin_profile: fc.oneof({ weight: 3, arbitrary: field(profileLinks) }, { weight: 2, arbitrary: linkedinLike }),
  });

  it("accepts exactly the forms that meet every rule, keeps them verbatim (trimmed), else names each field's problem", () => {
    let accepted = 0;
    fc.assert(
      fc.property(form, (input) => {
        const result = signupSchema.safeParse(input);
        const expected = expectedSignupErrors(input);
        if (result.success) {
          accepted += 1;
          expect(expected).toEqual({});
          const { password, ...rest } = input;
          expect(result.data).toEqual({ ...Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, value.trim()])), password });
          expect(meetsLinkedInRule(result.data.linkedin_profile)).toBe(true);
        } else {
          expect(fieldErrors(result.error)).toEqual(expected);
        }
      }),
      RUNS,
    );
    // The generators must reach the success path too, or the property proves little.
    expect(accepted).toBeGreaterThan(Number(RUNS.numRuns) / 50);
  }, TIMEOUT);

  it("never throws, whatever it is given", () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom(...SIGNUP_FIELDS, "__proto__"), fc.anything())), (input) => {
        const result = signupSchema.safeParse(input);
        if (result.success) expect(expectedSignupErrors(result.data)).toEqual({});
      }),
      RUNS,
    );
  }, TIMEOUT);
});

describe("isLinkedInProfileUrl under fuzzing", () => {
  it("accepts only https links on linkedin.com or a subdomain, with a path and nothing odd in them", () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.oneof({ weight: 4, arbitrary: linkedinLike }, { weight: 1, arbitrary: text(60) }), (link) => {
        const verdict = isLinkedInProfileUrl(link);
        expect(verdict, link).toBe(meetsLinkedInRule(link));
        if (verdict) accepted += 1;
      }),
      RUNS,
    );
    expect(accepted).toBeGreaterThan(Number(RUNS.numRuns) / 20);
  }, TIMEOUT);
});

describe("loginSchema under fuzzing", () => {
  it("needs a valid email and a password of 1 to 72 bytes; keeps the password exactly as typed", () => {
    const login = fc.record({
      email: fc.oneof({ weight: 4, arbitrary: padded(emails) }, { weight: 1, arbitrary: spoiled(emails) }, { weight: 2, arbitrary: text(40) }),
      password: fc.oneof({ weight: 3, arbitrary: fc.string({ maxLength: 80 }) }, { weight: 1, arbitrary: text(80) }),
    });
    fc.assert(
      fc.property(login, (input) => {
        const result = loginSchema.safeParse(input);
        const expected = expectedSignupErrors({ ...input, name: "x", phone_number: "+919876543210", linkedin_profile: "https://www.linkedin.com/in/x" });
        // Login has no minimum length: a short password may be tried.
        if (input.password.length > 0 && length(input.password) < 6) delete expected.password;
        if (result.success) {
          expect(expected).toEqual({});
          expect(result.data).toEqual({ email: input.email.trim(), password: input.password });
        } else {
          expect(fieldErrors(result.error)).toEqual(expected);
        }
      }),
      RUNS,
    );
  }, TIMEOUT);

  it("never throws, whatever it is given", () => {
    fc.assert(fc.property(fc.anything(), (input) => void loginSchema.safeParse(input)), RUNS);
  }, TIMEOUT);
});

describe("feedbackSchema under fuzzing", () => {
  const lessons = courseNavigation.lessons.map((lesson) => lesson.path);
  const page = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...lessons) },
    { weight: 2, arbitrary: spoiled(fc.constantFrom(...lessons)) },
    { weight: 1, arbitrary: fc.constantFrom(...lessons).map((path) => path.toUpperCase()) },
    { weight: 1, arbitrary: text(40) },
  );
  const feedbackText = fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit, maxLength: 200 }) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength: 4990, maxLength: 5010, size: "max" }) },
    { weight: 1, arbitrary: fc.constantFrom("", "   ", "x".repeat(5000), "x".repeat(5001), ` ${"x".repeat(5000)}`, "😀".repeat(5000), "😀".repeat(5001)) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  );
  const submission = fc.record({
    rating: fc.oneof({ weight: 4, arbitrary: fc.constantFrom("up", "down") }, { weight: 1, arbitrary: fc.constantFrom("UP", "sideways", "", " up") }),
    feedback_text: feedbackText,
    page_url: page,
  });

  it("accepts a rating, a lesson path and storable text up to 5,000 characters; trims the text; else the right message", () => {
    let accepted = 0;
    fc.assert(
      fc.property(submission, (input) => {
        const result = feedbackSchema.safeParse(input);
        const expected: Record<string, string> = {};
        if (input.rating !== "up" && input.rating !== "down") expected.rating = "Choose thumbs up or thumbs down.";
        if (length(input.feedback_text) > FEEDBACK_MAX_LENGTH) expected.feedback_text = FEEDBACK_TOO_LONG;
        else if (!storable(input.feedback_text)) expected.feedback_text = `Feedback ${NOT_ALLOWED}`;
        if (courseNavigation.findLessonByPath(input.page_url)?.path !== input.page_url) expected.page_url = "Not a lesson page.";
        if (result.success) {
          accepted += 1;
          expect(expected).toEqual({});
          expect(result.data).toEqual({ ...input, feedback_text: input.feedback_text.trim() });
        } else {
          expect(fieldErrors(result.error)).toEqual(expected);
        }
      }),
      RUNS,
    );
    expect(accepted).toBeGreaterThan(Number(RUNS.numRuns) / 10);
  }, TIMEOUT);

  it("never throws, whatever it is given", () => {
    const anything = fc.oneof(fc.anything(), fc.record({ rating: fc.anything(), feedback_text: fc.anything(), page_url: fc.anything() }, { requiredKeys: [] }));
    fc.assert(
      fc.property(anything, (input) => {
        const result = feedbackSchema.safeParse(input);
        if (result.success) expect(courseNavigation.findLessonByPath(result.data.page_url)?.path).toBe(result.data.page_url);
      }),
      RUNS,
    );
  }, TIMEOUT);
});

describe("known hostile inputs", () => {
  const goodSignup = {
    name: "Asha Rao",
    email: "asha@example.com",
    password: "secret12",
    phone_number: "+919876543210",
    linkedin_profile: "https://www.linkedin.com/in/asha-rao",
  };
  const signupOutcome = (field: keyof typeof goodSignup, value: string) => {
    const result = signupSchema.safeParse({ ...goodSignup, [field]: value });
    return result.success ? { accepted: result.data[field] } : { refused: fieldErrors(result.error) };
  };

  // [field, value, outcome]: "verbatim" means accepted unchanged (after trimming); otherwise the field's message.
  const cases: [keyof typeof goodSignup, string, "verbatim" | string][] = [
    ["linkedin_profile", "javascript:alert(1)", messages.linkedin],
    ["linkedin_profile", "javascript://www.linkedin.com/%0aalert(1)", messages.linkedin],
    ["linkedin_profile", "https://linkedin.com.evil.com/in/x", messages.linkedin],
    ["linkedin_profile", "https://evil.com/linkedin.com/in/x", messages.linkedin],
    ["linkedin_profile", "https://www.linkedin.com@evil.com/in/x", messages.linkedin],
    ["linkedin_profile", "https://www.linkedin.com\\@evil.com/in/x", messages.linkedin],
    ["linkedin_profile", "https://www.linkedin.com%2f@evil.com/in/x", messages.linkedin],
    ["linkedin_profile", "https://xn--lnkedin-ubb.com/in/x", messages.linkedin],
    ["linkedin_profile", "https://www.linkedin.com/in/a\u0000b", messages.linkedin],
    ["linkedin_profile", "https://www.linkedin.com/in/a\nb", messages.linkedin],
    ["linkedin_profile", "https://www.linkedin.com/in/a\udfffb", messages.linkedin],
    ["linkedin_profile", "https://www.linkedin.com/in/\u202eoar-ahsa", messages.linkedin],
    ["linkedin_profile", "https://www.linkedin.com/in/%3Cscript%3E", "verbatim"],
    ["linkedin_profile", `https://www.linkedin.com/in/${"a".repeat(300)}`, "LinkedIn profile link must be at most 300 characters."],
    ["name", "<script>alert(1)</script>", "verbatim"],
    ["name", "<img src=x onerror=alert(1)>", "verbatim"],
    ["name", "'; drop table users; --", "verbatim"],
    ["name", "Robert'); DROP TABLE user_profiles;--", "verbatim"],
    ["name", "\u202eoaR ahsA", "verbatim"],
    ["name", "Asha\u200bRao", "verbatim"],
    ["name", "Asha 👩🏽‍💻 Rao", "verbatim"],
    ["name", "आशा\u0000राव", `Full name ${NOT_ALLOWED}`],
    ["name", "Asha\ud800", `Full name ${NOT_ALLOWED}`],
    ["name", "\udfffAsha", `Full name ${NOT_ALLOWED}`],
    ["name", "a".repeat(101), "Full name must be at most 100 characters."],
    ["name", "a".repeat(100_000), "Full name must be at most 100 characters."],
    ["email", "asha\u0000@example.com", EMAIL_MESSAGE],
    ["email", "<script>@example.com", EMAIL_MESSAGE],
    ["email", "'; drop table users; --@example.com", EMAIL_MESSAGE],
    ["email", `${"a".repeat(100_000)}@example.com`, "Email must be at most 254 characters."],
    ["phone_number", "+919876543210\u0000", PHONE_MESSAGE],
    ["phone_number", "+91 98765\u202e43210", PHONE_MESSAGE],
    ["phone_number", "+९१९८७६५४३२१०", PHONE_MESSAGE],
    ["phone_number", "'; drop table x--", PHONE_MESSAGE],
    ["phone_number", "+91 98765 43210; drop table users", "Phone number must be at most 20 characters."],
    ["password", "pass\u0000word", "verbatim"],
    ["password", "'; drop table users; --", "verbatim"],
    ["password", "😀".repeat(18), "verbatim"],
    ["password", "😀".repeat(19), PASSWORD_TOO_LONG],
    ["password", "पासवर्ड".repeat(4), PASSWORD_TOO_LONG],
  ];

  it.each(cases)("sign-up %s %j: %s", (field, value, outcome) => {
    expect(signupOutcome(field, value)).toEqual(outcome === "verbatim" ? { accepted: field === "password" ? value : value.trim() } : { refused: { [field]: outcome } });
  });

  const lesson = "/dashboard/intro/welcome";
  const feedbackCases: [string, string, "verbatim" | string][] = [
    ["feedback_text", "<script>alert(1)</script>", "verbatim"],
    ["feedback_text", "<b>bold</b> & <i>HTML</i>", "verbatim"],
    ["feedback_text", "'; drop table users; --", "verbatim"],
    ["feedback_text", "\u202eevil\u200b 😀 👩🏽‍💻", "verbatim"],
    ["feedback_text", "a\u0000b", `Feedback ${NOT_ALLOWED}`],
    ["feedback_text", "lone \ud800 surrogate", `Feedback ${NOT_ALLOWED}`],
    ["feedback_text", "x".repeat(5001), FEEDBACK_TOO_LONG],
    ["feedback_text", "x".repeat(1_000_000), FEEDBACK_TOO_LONG],
    ["page_url", "javascript:alert(1)", "Not a lesson page."],
    ["page_url", "/dashboard/intro/welcome\u0000", "Not a lesson page."],
    ["page_url", "/dashboard/intro/welcome/../../profile", "Not a lesson page."],
    ["page_url", "/dashboard/__proto__/constructor", "Not a lesson page."],
    ["page_url", "/dashboard/intro/welcome'; drop table feedback; --", "Not a lesson page."],
  ];

  it.each(feedbackCases)("feedback %s %j: %s", (field, value, outcome) => {
    const result = feedbackSchema.safeParse({ rating: "up", feedback_text: "", page_url: lesson, [field]: value });
    const got = result.success ? { accepted: (result.data as Record<string, string>)[field] } : { refused: fieldErrors(result.error) };
    expect(got).toEqual(outcome === "verbatim" ? { accepted: value } : { refused: { [field]: outcome } });
  });
});
