import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { initials } from "@/lib/auth/initials";
import { fuzzSeed } from "../../support/fuzz-seed";

const EMAIL = "meera@example.com";

describe("initials", () => {
  it.each([
    ["Asha Rao", "AR"],
    ["asha rao", "AR"],
    ["Asha Devi Rao", "AD"],
    ["Asha", "A"],
    ["a", "A"],
    ["Dr. Asha Rao", "DA"],
    ["O'Brien Kapoor", "OK"],
  ])("takes the first letters of the first two words of %j", (name, expected) => {
    expect(initials(name, EMAIL)).toBe(expected);
  });

  it.each([
    ["  Asha   Rao  ", "spaces"],
    ["\tAsha\t\tRao\n", "tabs and a newline"],
    ["Asha\u00a0Rao", "a no-break space"],
    ["Asha\u3000Rao", "an ideographic space"],
    ["\r\nAsha \u2003 Rao\r\n", "mixed spaces"],
  ])("splits the name %j at odd whitespace (%s)", (name) => {
    expect(initials(name, EMAIL)).toBe("AR");
  });

  it.each([
    ["Élodie Ñúñez", "ÉÑ"],
    ["élodie ñúñez", "ÉÑ"],
    ["दीपक कुमार", "दक"],
    ["அருண் குமார்", "அக"],
    ["𝒜lice Bose", "𝒜B"],
    ["李 小龙", "李小"],
  ])("keeps whole characters of the unicode name %j", (name, expected) => {
    expect(initials(name, EMAIL)).toBe(expected);
  });

  it.each(["", " ", "\t\n", "\u00a0\u3000"])("uses the email's first letter, upper-cased, when the name is %j", (name) => {
    expect(initials(name, EMAIL)).toBe("M");
  });

  it("trims the email before taking its letter", () => {
    expect(initials("", "  zoya@example.com")).toBe("Z");
  });

  it("keeps a non-Latin first letter of the email whole", () => {
    expect(initials("", "ñandu@example.com")).toBe("Ñ");
    expect(initials("", "𝒜@example.com")).toBe("𝒜");
  });

  it("prefers the name to the email", () => {
    expect(initials("Zoya", "meera@example.com")).toBe("Z");
  });

  it("shows a question mark when there is neither name nor email", () => {
    expect(initials("  ", " ")).toBe("?");
  });

  it("never shows more than two letters, even where upper case is longer (ß → SS)", () => {
    const result = initials("ßara Müller", EMAIL);
    expect(Array.from(result)).toHaveLength(2);
    expect(result.endsWith("M")).toBe(true);
    expect(Array.from(initials("ﬁona", EMAIL))).toHaveLength(1);
    expect(Array.from(initials("", "ŉ@example.com"))).toHaveLength(1);
  });

  it("shows one or two characters for any name and email", () => {
    // Letters whose upper case is longer than one character, mixed into arbitrary text.
    const piece = fc.oneof(fc.constantFrom("ß", "ﬁ", "ŉ", "ΐ", "İ", "ǰ", " ", "\u00a0"), fc.string({ unit: "binary", maxLength: 4 }));
    const text = fc.array(piece, { maxLength: 6 }).map((pieces) => pieces.join(""));
    fc.assert(
      fc.property(text, text, (name, email) => {
        const letters = Array.from(initials(name, email)).length;
        return letters >= 1 && letters <= 2;
      }),
      { numRuns: 500, ...fuzzSeed() },
    );
  });
});
