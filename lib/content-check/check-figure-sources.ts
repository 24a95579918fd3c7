import { walk, type MdxNode } from "./mdx-tree";
import { proseText } from "./prose-words";

/**
 * "Every figure names its source and period." A figure line is a paragraph, list item or table row with a sentence
 * that reports a dated statistic as a fact: a quantity (a rupee amount, a crore, lakh, million or billion figure, a
 * percentage, or a count of users, merchants, orders...) next to a period (a year such as 2024, or FY25, Q3 FY26).
 * Such a line must name a source: a public body (RBI, NPCI, the Census...) or a company document (annual report,
 * shareholder letter, prospectus, results...). In a table, the row's cell under a "Source" heading counts, and so
 * does a paragraph starting "Source" right after the table. Lines that say they are imagined or assumed are not
 * reports, so they need no source. Vague attributions ("news reports", "industry estimates") are never a source.
 */
export function checkFigureSources(tree: MdxNode): { node: MdxNode; message: string; fix: string }[] {
  const problems: { node: MdxNode; message: string; fix: string }[] = [];
  for (const { node, text, sourced } of figureUnits(tree)) {
    const vague = VAGUE_SOURCE.exec(text);
    if (vague) {
      problems.push({ node, message: `"${vague[0]}" is not a source.`, fix: VAGUE_FIX });
    } else if (!sourced && !SCENARIO.test(text) && !SOURCE.test(text)) {
      const figure = figureSentence(text);
      if (figure) problems.push({ node, message: `This figure names no source: "${shorten(figure)}".`, fix: FIX });
    }
  }
  return problems;
}

/** The first sentence of `text` that reports a dated statistic, if any. */
export function figureSentence(text: string): string | undefined {
  return text.split(/(?<=[.!?])\s+(?=[A-Z"“(])/).find((sentence) => QUANTITY.test(sentence) && PERIOD.test(sentence));
}

const FIX =
  "Name the public source and its period in the same line (e.g. \"NPCI, October 2025\" or \"Zomato's shareholder " +
  'letter, Q2 FY26"), or say the number is an assumption ("imagine", "say", "assume"), or leave the figure out.';
const VAGUE_FIX = "Name the publication or filing and its date, or leave the figure out.";

const QUANTITY = new RegExp(
  [
    String.raw`(₹|Rs\.?\s?|INR\s?|US\$|\$)\s?\d`,
    String.raw`\d[\d,.]*\s*(crore|lakh|million|billion|trillion|bn)\b`,
    String.raw`\d[\d,.]*\s?(%|per ?cent\b)`,
    String.raw`\d[\d,.]*\s+(monthly |annual |active |transacting |daily )*(users|customers|merchants|sellers|members|subscribers|transactions|orders|downloads|MTUs?|ATUs?|stores|restaurants|partners)\b`,
  ].join("|"),
  "i",
);
const PERIOD = /\b(19[5-9]\d|20[0-4]\d)\b|\bFY\s?'?\d{2}\b|\bH[12] ?FY|\bQ[1-4] ?(FY|CY|20)/;

// Named public bodies, surveys, research firms and publications: what a reader could look up. Case matters here, so
// that "un" or "mint" in ordinary prose is not taken for a source.
const NAMED_SOURCE = new RegExp(
  [
    String.raw`\b(Census|NPCI|RBI|Reserve Bank|TRAI|SEBI|IRDAI|PFRDA|MeitY|UIDAI|DPIIT|MoSPI|NSO|NSSO|PLFS|NFHS|CMIE)\b`,
    String.raw`\b(World Bank|IMF|UN|United Nations|OECD|Economic Survey|Union Budget|PIB|Ministry|Government of India|Parliament|Lok Sabha|Rajya Sabha|Gazette)\b`,
    String.raw`\b(IAMAI|Kantar|Redseer|Statcounter|GSMA|Ookla|Ericsson|data\.ai|Sensor Tower|Nasscom|Zinnov)\b`,
    String.raw`\b(Economic Times|Business Standard|Mint|Livemint|BusinessLine|Financial Express|Moneycontrol|Inc42|YourStory|Entrackr|TechCrunch|Reuters|Bloomberg|The Ken|The Hindu|Times of India|Hindustan Times|Indian Express|CNBC-TV18|Forbes India|Fortune India|MediaNama|News9)\b`,
  ].join("|"),
);
// Company and official documents, named by kind, and a figure's working when it is derived from sourced ones.
const DOCUMENT_SOURCE = new RegExp(
  [
    String.raw`annual report|shareholders?'? letter|letter to shareholders|investor (presentation|letter)|prospectus|\bD?RHP\b`,
    String.raw`\b(quarterly|annual|audited|financial|FY ?\d\d|Q[1-4] ?FY ?\d\d) results|earnings call|press release|filing|financial statements`,
    String.raw`announcement|\bannounced\b|circular|notification|\b(Act|Rules),? 20\d\d\b|\bsources?\b|tables? above`,
    String.raw`derived from|divided by|multiplied by`,
  ].join("|"),
  "i",
);
const SOURCE = { test: (text: string) => NAMED_SOURCE.test(text) || DOCUMENT_SOURCE.test(text) };

const VAGUE_SOURCE =
  /\b(news reports?|media reports?|press reports?|reports suggest|according to reports|industry estimates?|it is reported|reportedly|sources say)\b/i;
// Lines that present their numbers as invented or assumed rather than reported.
const SCENARIO =
  /\b(imagine|suppose|assume[sd]?|assuming|assumptions?|hypothetical(ly)?|invented|illustrative|for practice|made[- ]up|let's say|say (it|the|we|you|a|an|there|about)|pretend)\b/i;

type FigureUnit = { node: MdxNode; text: string; sourced: boolean };

/** Paragraphs outside tables, and table rows (with their Source cell or the "Source..." line after the table). */
function figureUnits(tree: MdxNode): FigureUnit[] {
  const units: FigureUnit[] = [];
  const inTables = new Set<MdxNode>();
  walk(tree, (node) => {
    const children = node.children ?? [];
    children.forEach((child, index) => {
      if (child.type !== "table") return;
      const next = children[index + 1];
      const noteAfter = next?.type === "paragraph" && /^\W*sources?\b/i.test(proseText(next).trim());
      const [header, ...rows] = child.children ?? [];
      const sourceColumn = (header?.children ?? []).findIndex((cell) => /\bsources?\b/i.test(proseText(cell)));
      for (const row of rows) {
        const cell = sourceColumn >= 0 ? row.children?.[sourceColumn] : undefined;
        const sourced = noteAfter || (cell !== undefined && proseText(cell).trim() !== "");
        units.push({ node: row, text: rowText(row), sourced });
      }
      walk(child, (inner) => inTables.add(inner));
    });
  });
  walk(tree, (node) => {
    if (node.type === "paragraph" && !inTables.has(node)) units.push({ node, text: clean(proseText(node)), sourced: false });
  });
  const line = (unit: FigureUnit) => unit.node.position?.start.line ?? 0;
  return units.sort((a, b) => line(a) - line(b));
}

const rowText = (row: MdxNode) => clean((row.children ?? []).map(proseText).join(" | "));
const clean = (text: string) => text.replace(/\s+/g, " ").trim();
const shorten = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}...` : text);
