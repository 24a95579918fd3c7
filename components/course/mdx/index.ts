import { Callout } from "./callout";
import { Figure } from "./figure";
import { Glossary } from "./glossary";
import { ListItem } from "./list-item";
import { BankAnswers } from "./bank-answers";
import { ModelAnswer, ModelAnswers, Score } from "./model-answers";
import { OfferCalculator } from "./offer-calculator";
import { Rubric } from "./rubric";
import { Table, TableHeader } from "./table";
import { VideoLink } from "./video-link";

/**
 * The only components a lesson may use (content/README.md; the content check refuses any other), and how the
 * Markdown tables and list items are drawn (`table`, `th` and `li`, which lessons never name themselves).
 */
export const lessonComponents = {
  BankAnswers,
  Callout,
  Figure,
  Glossary,
  ModelAnswer,
  ModelAnswers,
  OfferCalculator,
  Rubric,
  Score,
  VideoLink,
  table: Table,
  th: TableHeader,
  li: ListItem,
};
