// Learners type British/Indian and US spellings, and a few words several ways; the lessons use one. Both the index
// and every query pass through `searchTerm`, so "optimization" and "optimisation" become one term.

/** Whole words spelt another way, mapped to one form. */
const WORDS: Record<string, string> = {
  guestimate: "guesstimate",
  guestimates: "guesstimates",
  guesstimation: "guesstimate",
  behavior: "behaviour",
  behavioral: "behavioural",
  behaviors: "behaviours",
  color: "colour",
  favorite: "favourite",
  center: "centre",
  centers: "centres",
  catalog: "catalogue",
  program: "programme",
  programs: "programmes",
  analyze: "analyse",
  analyzing: "analysing",
  analyzed: "analysed",
  judgment: "judgement",
  fulfillment: "fulfilment",
  enrollment: "enrolment",
  practicing: "practising",
  canceled: "cancelled",
  canceling: "cancelling",
  modeling: "modelling",
  labeled: "labelled",
  traveling: "travelling",
  defense: "defence",
  offense: "offence",
  license: "licence",
  ecommerce: "e-commerce",
};

/** US "-ize" endings map to the lessons' "-ise" (optimize, prioritization, monetized...). */
const IZE = /iz(e|es|ed|ing|ation|ations|er|ers)$/;

/** Words that carry no meaning on their own; left out of the index and of queries. */
const STOP_WORDS = new Set(
  "a an and are as at be by can do does for from how i in into is it its of on or that the their this to was what when where which who why will with you your".split(" "),
);

/** The one form of a word the index and queries share, or null for a word not worth searching for. */
export function searchTerm(word: string): string | null {
  const lower = word.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  if (STOP_WORDS.has(lower)) return null;
  const whole = WORDS[lower] ?? lower;
  return whole.length > 4 ? whole.replace(IZE, "is$1") : whole;
}
