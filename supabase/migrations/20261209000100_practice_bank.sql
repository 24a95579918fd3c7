-- /practice in one call: the member's attempts as the bank's statuses need them (no answer text, which can run to
-- 20,000 characters each) and their Grading Mirror gradings for the calibration, which the page read with two requests
-- (docs/performance.md). Security invoker: each part is read under the caller's Row Level Security, as before.
create function public.my_practice_bank() returns jsonb
language sql stable security invoker set search_path = '' as $$
  select jsonb_build_object(
    'attempts', coalesce((
      select jsonb_agg(jsonb_build_object('question_id', a.question_id, 'submitted_at', a.submitted_at, 'graded_at', a.graded_at))
      from public.practice_attempts a where a.user_id = auth.uid()
    ), '[]'::jsonb),
    'gradings', coalesce((
      select jsonb_agg(jsonb_build_object('question_id', g.question_id, 'sample_index', g.sample_index, 'skill', g.skill,
        'learner_grade', g.learner_grade, 'editor_grade', g.editor_grade, 'graded_at', g.graded_at) order by g.graded_at)
      from public.mirror_gradings g where g.user_id = auth.uid()
    ), '[]'::jsonb)
  );
$$;
revoke all on function public.my_practice_bank() from public, anon;
grant execute on function public.my_practice_bank() to authenticated;
