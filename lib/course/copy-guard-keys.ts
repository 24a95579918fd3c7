interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/**
 * Whether the copy guard blocks this key press: copy, cut, print and save (ctrl or cmd), the developer tools
 * (ctrl+shift+I, cmd+option+I, F12). Copy and cut stay allowed inside a form field, where members type.
 */
export function isBlockedShortcut(event: KeyLike, inEditableField: boolean): boolean {
  if (event.key === "F12") return true;
  const modifier = event.ctrlKey || event.metaKey;
  if (!modifier) return false;
  const key = event.key.toLowerCase();
  if (key === "i" && (event.shiftKey || event.metaKey)) return true;
  if (key === "p" || key === "s") return true;
  return (key === "c" || key === "x") && !inEditableField;
}
