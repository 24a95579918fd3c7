/** The avatar's letters: the first letters of the first two words of the name, else the email's first letter. */
export function initials(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? "").join("");
  if (letters) return letters.toLocaleUpperCase("en-IN");
  return (Array.from(email.trim())[0] ?? "?").toLocaleUpperCase("en-IN");
}
