import { Fragment, createElement, isValidElement, type ReactElement, type ReactNode } from "react";

// A lesson's body is the same for every member, yet React turned it into a tree of elements on every view (in the
// page's RSC payload and again in its HTML) and the browser hydrated each element. prepareStaticHtml() does that
// work once per compile: each element whose contents are plain markup keeps its tag and attributes as a React
// element, and its contents become one HTML string (dangerouslySetInnerHTML), so the DOM is the same and React sends
// and hydrates one element (a few dozen around a client component) instead of hundreds. Client components (the
// offer calculator, next/image) stay elements, so they still run; so does anything this file cannot write exactly
// as React would (an inline style, say), which React renders as before. A unit test compares the HTML of every
// lesson with React's own.

type Props = Record<string, unknown> & { children?: ReactNode };
type Component = (props: Props) => ReactNode | Promise<ReactNode>;

/** Which element types must stay React elements: client components, which only React can render. */
export type IsIsland = (type: unknown) => boolean;

const CLIENT_REFERENCE = Symbol.for("react.client.reference");
/** In the server build, a client component is a reference React resolves in the browser; calling it throws. */
export const isClientReference: IsIsland = (type) => typeof type === "function" && (type as { $$typeof?: symbol }).$$typeof === CLIENT_REFERENCE;

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
// Elements whose contents React treats specially (form values, raw text): left to React.
const LEFT_TO_REACT = new Set(["script", "style", "textarea", "select", "option", "title", "noscript", "template"]);
/** React's names for the attributes lessons use, where they differ from the prop. */
const ATTRIBUTE_NAMES: Record<string, string> = { className: "class", htmlFor: "for", tabIndex: "tabindex", colSpan: "colspan", rowSpan: "rowspan" };
/** Attributes React writes as `name=""` when true and leaves out when false. */
const BOOLEAN = new Set(["checked", "disabled", "hidden", "open", "readOnly", "required", "multiple", "selected"]);
const PLAIN_NAME = /^[a-z][a-z0-9]*$|^viewBox$/;
const NOT_ATTRIBUTES = new Set(["children", "key", "ref"]);
const URL_ATTRIBUTES = new Set(["href", "src", "action", "formAction"]);
// React writes an input's checked state and value after its other attributes.
const INPUT_LAST = ["checked", "value"];

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
const escape = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

/** An element's attributes as React writes them, or null when one is beyond this file (left to React). */
function attributes(type: string, props: Props): string | null {
  let html = "";
  const entries = Object.entries(props);
  if (type === "input") entries.sort(([a], [b]) => Number(INPUT_LAST.includes(a)) - Number(INPUT_LAST.includes(b)));
  for (const [prop, value] of entries) {
    if (NOT_ATTRIBUTES.has(prop) || value === undefined || value === null) continue;
    // React refuses javascript: URLs in its own way; such an element is left to it.
    if (URL_ATTRIBUTES.has(prop) && /^[\s\u0000-\u001f]*javascript:/i.test(String(value))) return null;
    if (BOOLEAN.has(prop)) {
      if (typeof value !== "boolean") return null;
      if (value) html += ` ${prop}=""`;
      continue;
    }
    const name = ATTRIBUTE_NAMES[prop] ?? (PLAIN_NAME.test(prop) || /^(aria|data)-[a-z-]+$/.test(prop) ? prop : null);
    if (!name) return null;
    if (typeof value === "boolean" && !name.startsWith("aria-") && !name.startsWith("data-")) return null;
    if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") return null;
    html += ` ${name}="${escape(String(value))}"`;
  }
  return html;
}

// A class component cannot be called as a function; like a client component, it is left to React.
const isPlainComponent = (type: unknown, isIsland: IsIsland): type is Component =>
  typeof type === "function" && !isIsland(type) && !(type.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent;

/** The HTML React would write for `node`, or null when some part of it must stay a React element. */
async function toHtml(node: ReactNode, isIsland: IsIsland): Promise<string | null> {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number") return escape(String(node));
  if (Array.isArray(node)) {
    let html = "";
    for (const child of node as ReactNode[]) {
      const part = await toHtml(child, isIsland);
      if (part === null) return null;
      html += part;
    }
    return html;
  }
  if (!isValidElement<Props>(node)) return null;
  const { type, props } = node;
  if (type === Fragment) return toHtml(props.children, isIsland);
  if (isPlainComponent(type, isIsland)) return toHtml(await type(props), isIsland);
  if (typeof type !== "string" || LEFT_TO_REACT.has(type) || "dangerouslySetInnerHTML" in props) return null;
  const attrs = attributes(type, props);
  if (attrs === null) return null;
  if (VOID.has(type)) return `<${type}${attrs}/>`;
  const inner = await toHtml(props.children, isIsland);
  return inner === null ? null : `<${type}${attrs}>${inner}</${type}>`;
}

/**
 * `node` with every element whose contents are plain markup given those contents as one HTML string, and server
 * components called; client components and whatever this file cannot write stay React elements.
 */
export async function prepareStaticHtml(node: ReactNode, isIsland: IsIsland = isClientReference): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all((node as ReactNode[]).map((child) => prepareStaticHtml(child, isIsland)));
  if (!isValidElement<Props>(node)) return node;
  const { type, props, key } = node as ReactElement<Props>;
  if (type === Fragment) return createElement(Fragment, { key }, ...(await preparedChildren(props.children, isIsland)));
  if (isPlainComponent(type, isIsland)) return prepareStaticHtml(await type(props), isIsland);
  if (typeof type !== "string" || VOID.has(type) || LEFT_TO_REACT.has(type) || props.children === undefined) return node;
  const { children, ...rest } = props;
  const inner = await toHtml(children, isIsland);
  if (inner !== null) return createElement(type, { ...rest, key, dangerouslySetInnerHTML: { __html: inner } });
  return createElement(type, { ...rest, key }, ...(await preparedChildren(children, isIsland)));
}

/** Children prepared, to be passed one by one as the compiled MDX passed them, not as a list that needs keys. */
async function preparedChildren(children: ReactNode, isIsland: IsIsland): Promise<ReactNode[]> {
  const prepared = await prepareStaticHtml(children, isIsland);
  return Array.isArray(prepared) ? prepared : [prepared];
}
