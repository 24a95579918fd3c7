/** The report form's fields, as the form names them; apart from the schema so the form does not bring zod along. */
export const REPORT_FIELDS = ["company", "companyOther", "level", "roundType", "month", "format", "minutes", "question1", "question2", "question3", "question4", "question5", "outcome", "tip"] as const;
export type ReportField = (typeof REPORT_FIELDS)[number];
export const QUESTION_FIELDS = ["question1", "question2", "question3", "question4", "question5"] as const;
