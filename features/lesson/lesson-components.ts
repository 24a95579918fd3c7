import { Callout } from "@/components/course/mdx/callout";
import { BankAnswers } from "./bank-answers";
import { Figure } from "@/components/course/mdx/figure";
import { Glossary } from "@/components/course/mdx/glossary";
import { ListItem } from "@/components/course/mdx/list-item";
import { ModelAnswer, ModelAnswers, Score } from "@/components/course/mdx/model-answers";
import { OfferCalculator } from "./offer-calculator";
import { Rubric } from "@/components/course/mdx/rubric";
import { Table, TableHeader } from "@/components/course/mdx/table";
import { VideoLink } from "@/components/course/mdx/video-link";

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
