import { MOCK_LIMITS, type MockNode, type MockQuestionNode } from "./mock-script";
import { nextNodeId } from "./next-node";

/** A graph problem, on the line of the node (or rule) concerned when the parser gave one. */
export type GraphProblem = { line?: number; message: string; fix: string };

/** Where each node and each of its rules stand in the file, for messages. */
export type GraphLines = { nodes: Record<string, number>; rules: Record<string, number[]> };

const questions = (nodes: readonly MockNode[]) => nodes.filter((node): node is MockQuestionNode => node.kind === "node");
const targets = (node: MockNode) => (node.kind === "node" ? node.rules.map((rule) => rule.to) : []);

/** The nodes whose rules lead to two or more different nodes. */
export function branchPoints(nodes: readonly MockNode[]): string[] {
  return questions(nodes).filter((node) => new Set(targets(node)).size >= 2).map((node) => node.id);
}

/**
 * The checks of content/mocks/README.md on the shape of a script: rules leading nowhere, unreachable nodes, loops
 * without an exit, dead ends on some path, and the longest path against the script's minutes. The later checks run
 * only when the earlier find nothing, since a path through a broken graph says little.
 */
export function checkMockGraph(nodes: readonly MockNode[], minutes: number, lines: GraphLines): GraphProblem[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const problems: GraphProblem[] = [];
  const first = questions(nodes)[0];
  if (!first) return [{ message: "This script has no <Node>.", fix: "Write the interview's nodes, starting with its first question." }];
  if (!nodes.some((node) => node.kind === "closing")) {
    problems.push({ message: "This script has no <Closing> node.", fix: 'Add <Closing id="close"> with the interviewer\'s last <Line>, and lead the last node\'s rule to it.' });
  }
  for (const node of questions(nodes)) {
    node.rules.forEach((rule, index) => {
      if (!byId.has(rule.to)) {
        problems.push({ line: lines.rules[node.id]?.[index], message: `<Next to="${rule.to}"> leads to a node this script does not have.`, fix: `Use the id of a <Node> or <Closing>: ${[...byId.keys()].join(", ")}.` });
      }
    });
  }
  if (problems.length) return problems;

  const reached = reachable(first.id, byId);
  for (const node of nodes) {
    if (!reached.has(node.id)) {
      problems.push({ line: lines.nodes[node.id], message: `The node "${node.id}" is unreachable: no rule of a node reached from "${first.id}" leads to it.`, fix: `Lead a <Next> rule to "${node.id}", or remove the node.` });
    }
  }
  for (const loop of loopsWithoutExit(nodes, byId)) {
    const names = loop.map((id) => `"${id}"`).join(", ");
    problems.push({ line: lines.nodes[loop[0]!], message: `A loop without an exit: ${names} lead only to one another, so the interview never reaches a closing node from them.`, fix: "Lead a rule of one of them out of the loop, towards a closing node." });
  }
  if (problems.length) return problems;

  const walk = walkPaths(first.id, byId);
  if (walk.stuck) {
    const at = walk.stuck[walk.stuck.length - 1]!;
    problems.push({ line: lines.nodes[at], message: `A dead end: on the path ${walk.stuck.join(" → ")}, every rule of "${at}" that applies leads to a node already asked.`, fix: `Give "${at}" a last rule without a condition that leads to a node not on that path, such as a closing node.` });
    return problems;
  }
  if (walk.longest.minutes > minutes) {
    problems.push({ line: lines.nodes[first.id], message: `The longest path, ${walk.longest.path.join(" → ")}, takes ${walk.longest.minutes} minutes; the script allows ${minutes}.`, fix: "Cut a node's minutes, remove a node from that path, or raise minutes: in the front matter." });
  }
  const branches = branchPoints(nodes).length;
  if (branches < MOCK_LIMITS.branchPoints) {
    problems.push({ line: lines.nodes[first.id], message: `This script branches at ${branches} node${branches === 1 ? "" : "s"}; it needs at least ${MOCK_LIMITS.branchPoints}.`, fix: "Give more nodes a rule that leads to a probe when a check is missed, besides their last rule." });
  }
  return problems;
}

function reachable(start: string, byId: ReadonlyMap<string, MockNode>): Set<string> {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length) {
    for (const to of targets(byId.get(queue.shift()!)!)) {
      if (byId.has(to) && !seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  return seen;
}

/** Groups of nodes that lead to one another (a cycle) with no rule leaving the group and no closing node in it. */
function loopsWithoutExit(nodes: readonly MockNode[], byId: ReadonlyMap<string, MockNode>): string[][] {
  const loops: string[][] = [];
  for (const component of stronglyConnected(nodes, byId)) {
    const members = new Set(component);
    const cyclic = component.length > 1 || targets(byId.get(component[0]!)!).includes(component[0]!);
    if (!cyclic) continue;
    const exits = component.some((id) => byId.get(id)!.kind === "closing" || targets(byId.get(id)!).some((to) => !members.has(to)));
    if (!exits) loops.push(nodes.map((node) => node.id).filter((id) => members.has(id)));
  }
  return loops;
}

// Tarjan's algorithm; scripts hold a few dozen nodes at most, so recursion depth is no concern.
function stronglyConnected(nodes: readonly MockNode[], byId: ReadonlyMap<string, MockNode>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (id: string) => {
    index.set(id, counter);
    low.set(id, counter);
    counter++;
    stack.push(id);
    onStack.add(id);
    for (const to of targets(byId.get(id)!)) {
      if (!index.has(to)) {
        visit(to);
        low.set(id, Math.min(low.get(id)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(id, Math.min(low.get(id)!, index.get(to)!));
    }
    if (low.get(id) === index.get(id)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== id);
      components.push(component);
    }
  };
  for (const node of nodes) if (!index.has(node.id)) visit(node.id);
  return components;
}

/** Every set of ticks a node's checks allow, as sets of check ids (2^5 at most). */
function tickSets(node: MockQuestionNode): Set<string>[] {
  const sets: Set<string>[] = [];
  for (let mask = 0; mask < 1 << node.checks.length; mask++) {
    sets.push(new Set(node.checks.filter((_, bit) => mask & (1 << bit)).map((check) => check.id)));
  }
  return sets;
}

type Longest = { minutes: number; path: string[] };

/**
 * Every path the rules allow from `start`, whatever the member ticks, each node asked at most once: the longest in
 * minutes, or the first path that gets stuck (a node where every applicable rule leads to a node already asked).
 * Remembers each (node, nodes asked) state, so a script's few dozen nodes are walked quickly.
 */
export function walkPaths(start: string, byId: ReadonlyMap<string, MockNode>): { longest: Longest; stuck?: string[] } {
  const memo = new Map<string, Longest | { stuck: string[] }>();
  const visit = (id: string, asked: string[]): Longest | { stuck: string[] } => {
    const node = byId.get(id)!;
    if (node.kind === "closing") return { minutes: 0, path: [id] };
    const key = `${id}|${[...asked].sort().join(",")}`;
    const known = memo.get(key);
    if (known) return known;
    const askedNow = [...asked, id];
    const askedSet = new Set(askedNow);
    const nexts = new Set(tickSets(node).map((ticked) => nextNodeId(node.rules, ticked, askedSet)));
    let result: Longest | { stuck: string[] } = { minutes: node.minutes, path: [id] };
    for (const next of nexts) {
      if (next === null) {
        result = { stuck: [id] };
        break;
      }
      const rest = visit(next, askedNow);
      if ("stuck" in rest) {
        result = { stuck: [id, ...rest.stuck] };
        break;
      }
      if ("minutes" in result && (result.path.length === 1 || rest.minutes + node.minutes > result.minutes)) {
        result = { minutes: node.minutes + rest.minutes, path: [id, ...rest.path] };
      }
    }
    memo.set(key, result);
    return result;
  };
  const result = visit(start, []);
  return "stuck" in result ? { longest: { minutes: 0, path: [] }, stuck: result.stuck } : { longest: result };
}
