import { Children, type ComponentProps } from "react";

/**
 * Every lesson table, in a box that scrolls sideways on a phone. The box takes keyboard focus, so a reader without a
 * mouse can scroll it with the arrow keys (a scrolling region nothing inside can focus is out of their reach).
 */
export function Table(props: ComponentProps<"table">) {
  return (
    <div className="table-scroll" tabIndex={0} role="group" aria-label="Table">
      <table {...props} />
    </div>
  );
}

/** A header cell; the empty corner of a two-way table is a plain cell, as a header must name what it heads. */
export function TableHeader({ children, ...props }: ComponentProps<"th">) {
  const empty = Children.toArray(children).every((child) => typeof child === "string" && !child.trim());
  return empty ? <td {...props} /> : <th {...props}>{children}</th>;
}
