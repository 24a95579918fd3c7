import type { Refusal } from "@/lib/members/email-list-file";

/** The lines or emails that stopped an import or an add, each with its reason. */
export function RefusalList({ refusals, unit }: { refusals: Refusal[]; unit: "line" | "email" }) {
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-red-800">
      {refusals.map(({ line, value, reason }) => (
        <li key={`${line}-${value}`} className="break-all">
          {line > 0 && unit === "line" ? `Line ${line}: ` : ""}
          {value ? <code className="font-mono">{value}</code> : null}
          {value ? " " : ""}({reason})
        </li>
      ))}
    </ul>
  );
}
