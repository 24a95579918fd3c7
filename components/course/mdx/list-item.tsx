import { Children, isValidElement, type ComponentProps } from "react";

/**
 * A list item. A checklist item (`- [ ] text`) becomes a label holding its checkbox and its text, so the checkbox is
 * named by what it checks off, as a form field must be.
 */
export function ListItem({ children, ...props }: ComponentProps<"li">) {
  const [first, ...rest] = Children.toArray(children);
  const checkbox = isValidElement<ComponentProps<"input">>(first) && first.type === "input" && first.props.type === "checkbox";
  if (!checkbox) return <li {...props}>{children}</li>;
  return (
    <li {...props}>
      <label>
        {first}
        {rest}
      </label>
    </li>
  );
}
