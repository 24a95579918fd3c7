import { loaderElement, takeDeferrable, type Moved } from "./paint-first";

// A page rendered per request is written as it renders, in pieces, and its head (with the script elements) goes out
// first. The rewrite of paintFirst is done here piece by piece: each piece goes out as soon as no element it ends in
// could still be one to move, and the loader goes in before </body>, which Next writes last.

/** Where the text stops being safe to send: an element to move may begin there and end in the next piece. */
function holdFrom(text: string): number {
  const script = text.lastIndexOf("<script");
  if (script >= 0 && !text.includes("</script>", script)) return script;
  const open = text.lastIndexOf("<");
  if (open >= 0 && !text.includes(">", open)) return open;
  return text.length;
}

export interface PaintFirstRewriter {
  /** The part of the page, this piece included, that can be sent now. */
  write(piece: string): string;
  /** The rest of the page. */
  end(): string;
}

/**
 * Rewrites one page as it streams. `nonce` is the response's: the loader is an inline script the page's policy must
 * allow. A page with nothing to move (a prepared page, already rewritten) passes through as it came.
 */
export function paintFirstRewriter(nonce: string): PaintFirstRewriter {
  const moved: Moved[] = [];
  let held = "";
  let placed = false;
  return {
    write(piece) {
      let text = held + piece;
      held = "";
      if (placed) return text;
      const from = holdFrom(text);
      const tail = text.slice(from);
      text = takeDeferrable(text.slice(0, from), moved);
      const end = text.lastIndexOf("</body>");
      // Nothing after </body> is moved: what was held goes out with the loader.
      if (end < 0 || moved.length === 0) {
        held = tail;
        return text;
      }
      placed = true;
      return `${text.slice(0, end)}${loaderElement(moved, nonce)}${text.slice(end)}${tail}`;
    },
    end() {
      const rest = this.write("");
      const last = held;
      held = "";
      // A page cut short before </body> still gets its scripts.
      return placed || moved.length === 0 ? rest + last : `${rest}${last}${loaderElement(moved, nonce)}`;
    },
  };
}
