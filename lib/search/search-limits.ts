// Shared by the search box and the server; no zod here, as the box is a client component.

/** The longest query the search takes: longer than any heading, short enough to keep a query cheap. */
export const MAX_QUERY_LENGTH = 100;

/** Where a search that finds nothing suggests looking. */
export const GLOSSARY_PATH = "/dashboard/intro/glossary";
