import fc from "fast-check";

/**
 * Hostile text for property tests (the backend fuzz tests and the schema fuzz test): characters that break naive
 * parsers, quoting, encodings or comparisons, and whole strings worth trying in any field.
 */

/** Characters that break naive parsers, quoting, encodings or comparisons. */
export const HOSTILE_CHARS = [
  "\u0000", "\u0001", "\u001f", "\u007f", "\u202e", "\u200b", "\u200d", "\ufeff", "\ufffd", "\ud800", "\udfff",
  "😀", "👩🏽‍💻", "न", "é", "ß", "İ", "'", '"', "`", "\\", "%", "<", ">", "&", ";", "\n", "\r", "\t", " ", ",", ".", "(", ")",
  "*", "=", "/", "?", "#", ":", "@", "!", "$", "{", "}", "[", "]", "+", "-", "_", "~",
];

/** Whole strings worth trying in any field: injections, keywords, operators, numbers and look-alikes. */
export const HOSTILE_STRINGS = [
  "", " ", "'; drop table users; --", "' or '1'='1", "<script>alert(1)</script>", "<img src=x onerror=alert(1)>",
  "javascript:alert(1)", "null", "true", "false", "0", "-1", "1e999", "NaN", "Infinity", "__proto__", "constructor",
  "toString", "eq.", "in.(", "in.()", 'in.("a,b")', "not.eq.x", "is.null", "is.", "eq.%00", "*", "../", "%00", "%",
  "$1", "\\x00", "\u0000", "a\u0000b", "\ud800", "\u202egnp.exe", "demo@example.com", "DEMO@EXAMPLE.COM",
  "00000000-0000-0000-0000-000000000000", "d0d0d0d0-0000-4000-8000-000000000001", "2024-01-01", "9".repeat(40),
];

/** One character (or grapheme) of hostile text. */
export const unit = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_CHARS), weight: 3 },
  { arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }), weight: 2 },
  { arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }), weight: 5 },
);

/** Any text: short random strings, hostile constants, and now and then a long one. */
export const text = (maxLength = 30): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: fc.string({ unit, maxLength }), weight: 6 },
    { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 3 },
    { arbitrary: fc.string({ unit, minLength: 300, maxLength: 3000, size: "max" }), weight: 1 },
  );

/** Any JSON value, its strings drawn from the same hostile units. */
export const json = (): fc.Arbitrary<unknown> => fc.jsonValue({ maxDepth: 3, stringUnit: unit });

