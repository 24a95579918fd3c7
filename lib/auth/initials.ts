/** The avatar's letters: the first letters of the first two words of the name, else the email's first letter. */
export function initials(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => capital(Array.from(word)[0] ?? "")).join("");
  if (letters) return letters;
  return capital(Array.from(email.trim())[0] ?? "?");
}

/** The letter in upper case, unless that takes more than one letter ("ß" → "SS") and would break the limit of 2. */
function capital(letter: string): string {
  const upper = letter.toLocaleUpperCase("en-IN");
  return Array.from(upper).length === 1 ? upper : letter;
}
