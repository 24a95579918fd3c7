-- AI product questions (issue 41): a new question type, 'ai-product', graded on content/data/rubrics/ai-product.json.
-- A mock request names the type of each half's question, so both checks on mock_requests take the new type. The
-- checks were written inline with their columns, so they carry Postgres's default names (<table>_<column>_check).
alter table public.mock_requests
  drop constraint mock_requests_question_type_check,
  add constraint mock_requests_question_type_check
    check (question_type in ('estimation', 'analytical', 'execution', 'product-design', 'product-strategy', 'behavioral', 'technical', 'ai-product')),
  drop constraint mock_requests_second_question_type_check,
  add constraint mock_requests_second_question_type_check
    check (second_question_type in ('estimation', 'analytical', 'execution', 'product-design', 'product-strategy', 'behavioral', 'technical', 'ai-product'));
