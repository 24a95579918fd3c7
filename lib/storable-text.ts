/**
 * Whether text can be saved as it is. Postgres text cannot hold NUL (U+0000), and a lone UTF-16 surrogate has no
 * UTF-8 form (JSON carries it as an escape that Postgres' jsonb refuses). Neither can be typed into a form, so only a
 * hand-made request sends them; refusing them up front gives the user a field error instead of a failed save (for a
 * sign-up, the database's "Database error saving new user", which the app would show as the activation message).
 */
export function isStorableText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit === 0) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return false;
    }
  }
  return true;
}
