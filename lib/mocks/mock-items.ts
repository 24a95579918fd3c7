import { proseText } from "@/lib/content-check/prose-words";
import type { MockItem } from "@/lib/drills/drill-item";
import type { MockScript } from "./mock-script";
import { reviewCardId } from "./review-cards";

/** Each check of a script as the drill item a miss of it becomes (content/mocks/README.md). */
export function mockItems(script: MockScript): MockItem[] {
  return script.nodes.flatMap((node) =>
    node.kind !== "node"
      ? []
      : node.checks.map((check) => ({
          kind: "mock" as const,
          id: reviewCardId(script.id, node.id, check.id),
          title: script.title,
          line: node.line.join(" "),
          check: check.text,
          exemplar: node.exemplar.map((block) => proseText(block).replace(/\s+/g, " ").trim()).join("\n\n"),
          mockPath: `/practice/mock/${script.id}`,
        })),
  );
}
