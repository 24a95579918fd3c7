import { z } from "zod";
import { MAX_QUERY_LENGTH } from "./search-limits";

/** The `q` of a search request: trimmed, not empty, at most MAX_QUERY_LENGTH characters. */
export const searchQuerySchema = z
  .string({ error: "Type something to search for." })
  .trim()
  .min(1, "Type something to search for.")
  .max(MAX_QUERY_LENGTH, `Search for at most ${MAX_QUERY_LENGTH} characters.`);
