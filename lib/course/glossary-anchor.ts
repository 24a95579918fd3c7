import { headingId } from "./heading-id";

/** The anchor of a glossary entry on the glossary lesson, so a drill can link to one term: "Take rate" → "term-take-rate". */
export const glossaryAnchor = (term: string) => `term-${headingId(term)}`;

/** The glossary lesson's path. */
export const GLOSSARY_PATH = "/dashboard/intro/glossary";
