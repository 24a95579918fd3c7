import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compileMdx } from "@/lib/content-check/mdx-tree";
import { parseMockScript } from "@/lib/mocks/parse-mock-script";

const rubricSkills = new Map([["execution", ["isolating-variables", "data-literacy", "logical-thinking", "intuition", "communication", "collaboration"]]]);
const EXEMPLAR = "A strong candidate would first agree what the number means and which weeks are compared, then split the causes into internal and external ones before choosing where to look.";

type NodeSpec = { id: string; minutes?: number; checks?: [string, string][]; rules?: string[]; exemplar?: string | null };

/** A script's source from node specs: each rule is the inside of a <Next ... />, e.g. `missed="a" to="b"`. */
function script(nodes: NodeSpec[], { minutes = 40, skills = "isolating-variables, data-literacy", closing = true, extraFront = "" } = {}): string {
  const body = nodes.map((node) => {
    const checks = (node.checks ?? [["a", "data-literacy"], ["b", "isolating-variables"]]).map(([id, skill]) => `<Check id="${id}" skill="${skill}">Checks the thing called ${id}.</Check>`);
    const rules = (node.rules ?? ['to="close"']).map((rule) => `<Next ${rule} />`);
    const exemplar = node.exemplar === null ? [] : [`<Exemplar>\n\n${node.exemplar ?? EXEMPLAR}\n\n</Exemplar>`];
    return [`<Node id="${node.id}" minutes={${node.minutes ?? 2}}>`, "<Line>\n\nWhat would you do next here?\n\n</Line>", ...checks, ...rules, ...exemplar, "</Node>"].join("\n\n");
  });
  if (closing) body.push('<Closing id="close">\n\n<Line>\n\nThank you.\n\n</Line>\n\n</Closing>');
  return `---\ntitle: A test script\ntype: execution\ncompanies: zepto\ndifficulty: medium\nminutes: ${minutes}\nskills: ${skills}\n${extraFront}---\n\n${body.join("\n\n")}\n`;
}

/** Six nodes in a row with three branches to probes that rejoin: a valid script to break one way at a time. */
const valid = (): NodeSpec[] => [
  { id: "open", rules: ['missed="a" to="probe-a"', 'to="two"'] },
  { id: "probe-a", rules: ['to="two"'] },
  { id: "two", rules: ['missed="b" to="probe-b"', 'to="three"'] },
  { id: "probe-b", rules: ['to="three"'] },
  { id: "three", rules: ['covered="a, b" to="close"', 'to="probe-c"'] },
  { id: "probe-c", rules: ['to="close"'] },
];

const parse = (source: string, id = "test-script") => parseMockScript(id, source, compileMdx, { rubricSkills });
const lineOf = (source: string, text: string) => source.split("\n").findIndex((line) => line.includes(text)) + 1;

describe("parseMockScript", () => {
  it("reads a valid script: nodes in file order, the first is the start, rules and checks as written", async () => {
    const { script: read, problems } = await parse(script(valid()));
    expect(problems).toEqual([]);
    expect(read!.nodes.map((node) => node.id)).toEqual(["open", "probe-a", "two", "probe-b", "three", "probe-c", "close"]);
    const three = read!.nodes[4]!;
    expect(three.kind === "node" && three.rules).toEqual([{ missed: [], covered: ["a", "b"], to: "close" }, { missed: [], covered: [], to: "probe-c" }]);
  });

  it("passes both published scripts", async () => {
    const skills = new Map([...rubricSkills, ["product-design", ["user-empathy", "structured-problem-solving", "prioritisation", "creativity", "solution-judgement", "measuring-success", "vision-and-communication"]]]);
    for (const id of ["zepto-bengaluru-orders-drop", "phonepe-first-upi-payment"]) {
      const { problems } = await parseMockScript(id, readFileSync(`content/mocks/${id}.mdx`, "utf8"), compileMdx, { rubricSkills: skills });
      expect(problems, id).toEqual([]);
    }
  });

  it("refuses an unreachable node, at its line", async () => {
    const nodes = [...valid(), { id: "orphan", rules: ['to="close"'] }];
    const source = script(nodes);
    const { script: read, problems } = await parse(source);
    expect(read).toBeNull();
    expect(problems).toContainEqual(expect.objectContaining({ line: lineOf(source, '<Node id="orphan"'), message: expect.stringContaining('"orphan" is unreachable') }));
  });

  it("refuses a dead end: a node whose last rule has a condition, or no rule at all", async () => {
    const nodes = valid();
    nodes[5] = { id: "probe-c", rules: ['missed="a" to="close"'] };
    const source = script(nodes);
    const { problems } = await parse(source);
    expect(problems).toContainEqual(expect.objectContaining({ line: lineOf(source, '<Next missed="a" to="close" />'), message: expect.stringContaining("A dead end") }));
    nodes[5] = { id: "probe-c", rules: [] };
    const none = script(nodes);
    expect((await parse(none)).problems).toContainEqual(expect.objectContaining({ line: lineOf(none, '<Node id="probe-c"'), message: expect.stringContaining("has no <Next> rule") }));
  });

  it("refuses a dead end met on a path: every applicable rule leads to a node already asked", async () => {
    const nodes = valid();
    // probe-c may only go back to "open", which every path has asked.
    nodes[5] = { id: "probe-c", rules: ['to="open"'] };
    const source = script(nodes);
    const { problems } = await parse(source);
    expect(problems).toContainEqual(expect.objectContaining({ line: lineOf(source, '<Node id="probe-c"'), message: expect.stringMatching(/A dead end: on the path open → .* → probe-c/) }));
  });

  it("refuses a loop without an exit, and accepts one with an exit", async () => {
    const nodes = valid();
    nodes[4] = { id: "three", rules: ['missed="a" to="probe-c"', 'to="probe-c"'] };
    nodes[5] = { id: "probe-c", rules: ['missed="b" to="three"', 'to="three"'] };
    const source = script(nodes);
    const { problems } = await parse(source);
    expect(problems).toContainEqual(expect.objectContaining({ line: lineOf(source, '<Node id="three"'), message: expect.stringContaining('A loop without an exit: "three", "probe-c"') }));
    // A rule leaving the loop makes it fine: probe-c goes back to three when "b" is missed, else closes; three, already
    // asked, is passed over, so the last rule closes.
    nodes[5] = { id: "probe-c", rules: ['missed="b" to="three"', 'to="close"'] };
    nodes[4] = { id: "three", rules: ['covered="a, b" to="close"', 'to="probe-c"'] };
    expect((await parse(script(nodes))).problems).toEqual([]);
  });

  it("refuses a path longer than the minutes allow, naming the path and its minutes", async () => {
    const source = script(valid(), { minutes: 10 });
    const { problems } = await parse(source);
    // open, probe-a, two, probe-b, three, probe-c: six nodes of 2 minutes.
    expect(problems).toContainEqual(expect.objectContaining({ line: lineOf(source, '<Node id="open"'), message: "The longest path, open → probe-a → two → probe-b → three → probe-c → close, takes 12 minutes; the script allows 10." }));
    expect((await parse(script(valid(), { minutes: 12 }))).problems).toEqual([]);
  });

  it("refuses unknown skills in the front matter and on a check", async () => {
    const front = script(valid(), { skills: "isolating-variables, data-literacy, user-empathy" });
    expect((await parse(front)).problems).toContainEqual(expect.objectContaining({ line: lineOf(front, "skills:"), message: expect.stringContaining('Unknown skill "user-empathy"') }));
    const nodes = valid();
    nodes[1] = { id: "probe-a", checks: [["a", "data-literacy"], ["c", "communication"]], rules: ['to="two"'] };
    const source = script(nodes);
    expect((await parse(source)).problems).toContainEqual(expect.objectContaining({ line: lineOf(source, '<Check id="c" skill="communication">'), message: expect.stringContaining('Unknown skill "communication" on <Check id="c">') }));
  });

  it("refuses a node without an exemplar, or with a short one", async () => {
    const nodes = valid();
    nodes[2] = { ...nodes[2]!, exemplar: null };
    const source = script(nodes);
    expect((await parse(source)).problems).toContainEqual(expect.objectContaining({ line: lineOf(source, '<Node id="two"'), message: 'The node "two" has no exemplar.' }));
    nodes[2] = { ...nodes[2]!, exemplar: "Too short to teach anything." };
    const short = script(nodes);
    expect((await parse(short)).problems).toContainEqual(expect.objectContaining({ message: 'The exemplar of "two" has 5 words.' }));
  });

  it("refuses rules naming a check or node that does not exist, and a rule without a condition before the last", async () => {
    const nodes = valid();
    nodes[0] = { id: "open", rules: ['missed="z" to="probe-a"', 'to="nowhere"'] };
    const source = script(nodes);
    const problems = (await parse(source)).problems;
    expect(problems).toContainEqual(expect.objectContaining({ line: lineOf(source, '<Next missed="z"'), message: '<Next> names the check "z", which "open" does not have.' }));
    nodes[0] = { id: "open", rules: ['to="two"', 'missed="a" to="probe-a"'] };
    const early = script(nodes);
    expect((await parse(early)).problems).toContainEqual(expect.objectContaining({ line: lineOf(early, '<Next to="two" />'), message: expect.stringContaining("A rule without a condition before the last rule") }));
    nodes[0] = { id: "open", rules: ['missed="a" to="probe-a"', 'to="nowhere"'] };
    const unknown = script(nodes);
    expect((await parse(unknown)).problems).toContainEqual(expect.objectContaining({ line: lineOf(unknown, '<Next to="nowhere" />'), message: '<Next to="nowhere"> leads to a node this script does not have.' }));
  });

  it("refuses too few nodes, too few branch points, no closing node and a wrong number of checks", async () => {
    expect((await parse(script(valid().slice(0, 5).map((node) => (node.id === "three" ? { ...node, rules: ['to="close"'] } : node))))).problems).toContainEqual(
      expect.objectContaining({ message: "This script has 5 <Node>s." }),
    );
    const order = ["open", "probe-a", "two", "probe-b", "three", "probe-c", "close"];
    const straight = valid().map((node, index) => ({ ...node, rules: [`to="${order[index + 1]}"`] }));
    expect((await parse(script(straight))).problems).toContainEqual(expect.objectContaining({ message: "This script branches at 0 nodes; it needs at least 3." }));
    expect((await parse(script(valid(), { closing: false }))).problems.map((problem) => problem.message)).toContain('<Next to="close"> leads to a node this script does not have.');
    const nodes = valid();
    nodes[1] = { id: "probe-a", checks: [["a", "data-literacy"]], rules: ['to="two"'] };
    expect((await parse(script(nodes))).problems).toContainEqual(expect.objectContaining({ message: '<Node id="probe-a"> has 1 <Check>.' }));
  });

  it("refuses a skill listed but never checked, unknown tags and unknown front matter", async () => {
    const unchecked = script(valid(), { skills: "isolating-variables, data-literacy, intuition" });
    expect((await parse(unchecked)).problems).toContainEqual(expect.objectContaining({ message: 'The skill "intuition" is tagged on no <Check>.' }));
    const tagged = script(valid()).replace("<Line>\n\nWhat would you do", '<Hint>Say the goal</Hint>\n\n<Line>\n\nWhat would you do');
    expect((await parse(tagged)).problems).toContainEqual(expect.objectContaining({ message: "<Hint> is not a tag scripts can use." }));
    const extra = script(valid(), { extraFront: "lessons: /dashboard/execution/root-cause\n" });
    expect((await parse(extra)).problems).toContainEqual(expect.objectContaining({ line: lineOf(extra, "lessons:"), message: expect.stringContaining("unknown field lessons") }));
  });
});
