import { walk, type MdxNode } from "./mdx-tree";
import { hasPeriod } from "./figure-period";
import { proseText } from "./prose-words";

/**
 * "Every figure names its source and its period." A figure line is a paragraph, list item or table row with a
 * sentence that reports a statistic as a fact: a quantity (a rupee amount, a crore, lakh, million or billion figure,
 * a percentage, or a count of users, merchants, orders...) in the same sentence as either a period (see
 * figure-period.ts: a year, FY25, FY2024-25, Q3 FY26, H1 FY26, June 2025) or a named source of data (a public body,
 * research firm or publication by name, or a company document: annual report, shareholder letter, prospectus,
 * results, filing...). A figure line needs both:
 * - with a period and no source, it "names no source". In a table, the row's cell under a "Source" heading counts,
 *   and so does a paragraph starting "Source" right after the table;
 * - with a source and no period anywhere in the line, it "gives no period". In a table, the column headings and the
 *   "Source" paragraph after it count too ("| Metric | FY25 |").
 * Lines that say they are imagined or assumed are not reports, so they need neither. Vague attributions ("news
 * reports", "industry estimates") are never a source, wherever they appear.
 */
export function checkFigureSources(tree: MdxNode): { node: MdxNode; message: string; fix: string }[] {
  const problems: { node: MdxNode; message: string; fix: string }[] = [];
  for (const { node, text, sourced, context } of figureUnits(tree)) {
    const vague = VAGUE_SOURCE.exec(text);
    if (vague) {
      problems.push({ node, message: `"${vague[0]}" is not a source.`, fix: VAGUE_FIX });
      continue;
    }
    if (SCENARIO.test(text)) continue;
    const unsourced = !sourced && !SOURCE.test(text) ? figureSentence(text) : undefined;
    if (unsourced) {
      problems.push({ node, message: `This figure names no source: "${shorten(unsourced)}".`, fix: FIX });
      continue;
    }
    const undated = hasPeriod(`${text} ${context}`) ? undefined : reportedSentence(text, sourced);
    if (undated) problems.push({ node, message: `This figure gives no period: "${shorten(undated)}".`, fix: PERIOD_FIX });
  }
  return problems;
}

/**
 * The dated statistics a lesson reports, for "Figures as of ...": each figure sentence of a paragraph (a quantity and
 * a period in one sentence), and each table row that reports a statistic with the period it holds for, in its
 * cells or its column headings. Scenarios are not reports, so they are left out.
 */
export function datedFigures(tree: MdxNode): string[] {
  return figureUnits(tree).flatMap(({ node, text, sourced, context, dataText }) => {
    if (SCENARIO.test(text)) return [];
    if (node.type !== "tableRow") return sentences(text).filter((sentence) => QUANTITY.test(sentence) && hasPeriod(sentence));
    if (!reportedSentence(text, sourced) || !hasPeriod(`${text} ${context}`)) return [];
    // A source cell's date is when the figure was published; the row's other cells say when it held.
    const data = `${dataText ?? text} ${context}`;
    return [hasPeriod(data) ? data : `${text} ${context}`];
  });
}

/** The first sentence of `text` that reports a dated statistic, if any. */
export function figureSentence(text: string): string | undefined {
  return sentences(text).find((sentence) => QUANTITY.test(sentence) && hasPeriod(sentence));
}

/**
 * The first sentence of `text` that reports a statistic from a named source of data, if any; in a table row whose
 * Source cell or note is filled (`sourced`), any sentence with a statistic. A question reports nothing.
 */
export function reportedSentence(text: string, sourced = false): string | undefined {
  return sentences(text).find(
    (sentence) => QUANTITY.test(sentence) && !/\?["”]?$/.test(sentence) && (sourced || DATA_SOURCE.test(sentence)),
  );
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z"“(])/);

const FIX =
  "Name the public source and its period in the same line (e.g. \"NPCI, October 2025\" or \"Zomato's shareholder " +
  'letter, Q2 FY26"), or say the number is an assumption ("imagine", "say", "assume"), or leave the figure out.';
const VAGUE_FIX = "Name the publication or filing and its date, or leave the figure out.";
const PERIOD_FIX =
  'Say when the figure held, in the same line: a year ("2024"), a financial year ("FY25", "FY2024-25"), a quarter ' +
  '("Q3 FY26"), a half ("H1 FY26") or a month and year ("June 2025"); or say the number is an assumption.';

const QUANTITY = new RegExp(
  [
    String.raw`(₹|Rs\.?\s?|INR\s?|US\$|\$)\s?\d`,
    String.raw`\d[\d,.]*\s*(crore|lakh|million|billion|trillion|bn)\b`,
    String.raw`\d[\d,.]*\s?(%|per ?cent\b)`,
    String.raw`\d[\d,.]*\s+(monthly |annual |active |transacting |daily )*(users|customers|merchants|sellers|members|subscribers|transactions|orders|downloads|MTUs?|ATUs?|stores|restaurants|partners)\b`,
  ].join("|"),
  "i",
);

// Named public bodies, surveys, research firms and publications: what a reader could look up. Case matters here, so
// that "un" or "mint" in ordinary prose is not taken for a source.
const NAMED_SOURCE = new RegExp(
  [
    String.raw`\b(Census|NPCI|RBI|Reserve Bank|TRAI|SEBI|IRDAI|PFRDA|MeitY|UIDAI|DPIIT|MoSPI|NSO|NSSO|PLFS|NFHS|CMIE)\b`,
    String.raw`\b(World Bank|IMF|UN|United Nations|OECD|Economic Survey|Union Budget|PIB|Ministry|Government of India|Parliament|Lok Sabha|Rajya Sabha|Gazette)\b`,
    String.raw`\b(IAMAI|Kantar|Redseer|Statcounter|GSMA|Ookla|Ericsson|data\.ai|Sensor Tower|Nasscom|Zinnov)\b`,
    String.raw`\b(Economic Times|Business Standard|Mint|Livemint|BusinessLine|Financial Express|Moneycontrol|Inc42|YourStory|Entrackr|TechCrunch|Reuters|Bloomberg|The Ken|The Hindu|Times of India|Hindustan Times|Indian Express|CNBC-TV18|Forbes India|Fortune India|MediaNama|News9|Zee News|Business Today|NDTV Profit)\b`,
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
// What reports data, so that a figure credited to it must say when it held: named bodies and publications, and a
// company's reports. Laws, circulars and a figure's working are left out: they set rules or derive, not report.
const REPORT_DOCUMENT =
  /annual report|shareholders?'? letter|letter to shareholders|investor (presentation|letter)|prospectus|\bD?RHP\b|\bresults\b|earnings call|press release|filing|financial statements/i;
const DATA_SOURCE = { test: (text: string) => NAMED_SOURCE.test(text) || REPORT_DOCUMENT.test(text) };

const VAGUE_SOURCE =
  /\b(news reports?|media reports?|press reports?|reports suggest|according to reports|industry estimates?|it is reported|reportedly|sources say)\b/i;
// Lines that present their numbers as invented or assumed rather than reported.
const SCENARIO =
  /\b(imagine|suppose|assume[sd]?|assuming|assumptions?|hypothetical(ly)?|invented|illustrative|for practice|made[- ]up|let's say|say (it|the|we|you|a|an|there|about)|pretend)\b/i;

type FigureUnit = {
  node: MdxNode;
  text: string;
  sourced: boolean;
  context: string;
  /** A table row's cells other than its Source cell. */
  dataText?: string;
};

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
      // A period in the column headings or in the Source note dates every row.
      const context = `${header ? rowText(header) : ""} ${noteAfter && next ? clean(proseText(next)) : ""}`;
      for (const row of rows) {
        const cell = sourceColumn >= 0 ? row.children?.[sourceColumn] : undefined;
        const sourced = noteAfter || (cell !== undefined && proseText(cell).trim() !== "");
        const dataCells = (row.children ?? []).filter((_, index) => index !== sourceColumn);
        units.push({ node: row, text: rowText(row), sourced, context, dataText: clean(dataCells.map(proseText).join(" | ")) });
      }
      walk(child, (inner) => inTables.add(inner));
    });
  });
  walk(tree, (node) => {
    if (node.type === "paragraph" && !inTables.has(node)) units.push({ node, text: clean(proseText(node)), sourced: false, context: "" });
  });
  const line = (unit: FigureUnit) => unit.node.position?.start.line ?? 0;
  return units.sort((a, b) => line(a) - line(b));
}

const rowText = (row: MdxNode) => clean((row.children ?? []).map(proseText).join(" | "));
const clean = (text: string) => text.replace(/\s+/g, " ").trim();
const shorten = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}...` : text);
