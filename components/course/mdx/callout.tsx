import type { ReactNode } from "react";

const STYLES = {
  tip: { box: "border-emerald-600 bg-emerald-50", label: "Tip" },
  note: { box: "border-sky-600 bg-sky-50", label: "Note" },
  warning: { box: "border-amber-600 bg-amber-50", label: "Warning" },
} as const;

/** `<Callout kind="tip|note|warning" title="...">`: a highlighted aside in a lesson. */
export function Callout({ kind = "note", title, children }: { kind?: keyof typeof STYLES; title?: string; children: ReactNode }) {
  const style = STYLES[kind] ?? STYLES.note;
  return (
    <aside className={`my-6 rounded-md border-l-4 px-4 py-3 ${style.box}`}>
      <p className="m-0 font-semibold text-slate-900">{title ?? style.label}</p>
      <div className="[&>*:last-child]:mb-0 [&>p]:my-2">{children}</div>
    </aside>
  );
}
