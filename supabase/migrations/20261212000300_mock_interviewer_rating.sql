-- Mock interviews, feedback both ways (issue 42): with the rubric scores on the partner as candidate, each partner says
-- how the other did as interviewer: whether they followed the kit and whether they asked its probes (null: not said).
-- The same blind rule holds (the row is read through mock_feedback's policy). A member's record on the board counts
-- these only from feedback its subject may read, so the record cannot tell anyone what a blind feedback says.
alter table public.mock_feedback
  add column kit_followed boolean,
  add column probes_asked boolean;
grant insert (kit_followed, probes_asked) on table public.mock_feedback to authenticated;

-- Feedback on `member` that `member` may read: they sent theirs on the same mock, or 48 hours have passed.
create function public.mock_feedback_open(feedback_request uuid, feedback_subject uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.mock_feedback f where f.request_id = feedback_request and f.author = feedback_subject)
    or exists (select 1 from public.mock_requests r where r.id = feedback_request and r.proposed_at + interval '48 hours' <= now());
$$;
revoke all on function public.mock_feedback_open(uuid, uuid) from public, anon, authenticated;

drop function public.mock_board();
create function public.mock_board()
returns table (user_id uuid, display_name text, companies text[], interview_date date, experience text, slots text[],
  question_types text[], linkedin text, held bigint, no_shows bigint, late_cancels bigint,
  rated_as_interviewer bigint, kit_followed bigint, probes_asked bigint)
language sql stable security definer set search_path = '' as $$
  select p.user_id, p.display_name, p.companies, p.interview_date, p.experience, p.slots, p.question_types,
    case when p.show_linkedin then u.linkedin_profile end,
    (select count(*) from public.mock_requests r where r.status = 'held' and p.user_id in (r.requester, r.partner)),
    (select count(*) from public.mock_no_shows n where n.absent = p.user_id),
    (select count(*) from public.mock_requests r where r.cancelled_by = p.user_id and r.late_cancel),
    i.rated, i.kit, i.probes
  from public.mock_profiles p
  left join public.user_profiles u on u.user_id = p.user_id
  cross join lateral (
    select count(*) filter (where f.kit_followed is not null or f.probes_asked is not null) as rated,
      count(*) filter (where f.kit_followed) as kit, count(*) filter (where f.probes_asked) as probes
    from public.mock_feedback f where f.subject = p.user_id and public.mock_feedback_open(f.request_id, f.subject)
  ) i
  where public.is_member() and public.mock_caller_on_board() and p.user_id <> auth.uid() and not p.paused
    and not public.mock_blocked_between(auth.uid(), p.user_id)
  order by p.updated_at desc;
$$;
revoke all on function public.mock_board() from public, anon;
grant execute on function public.mock_board() to authenticated;

-- The page's one read, as in 20261212000200_mock_no_show_pause.sql, with the interviewer rating in the feedback received.
create or replace function public.my_mock_page() returns jsonb
language sql stable security invoker set search_path = '' as $$
  select jsonb_build_object(
    'entry', (
      select to_jsonb(entry) from (
        select p.display_name, p.companies, p.interview_date, p.experience, p.slots, p.question_types, p.show_linkedin, p.paused,
          p.paused_for_no_shows
        from public.mock_profiles p where p.user_id = auth.uid()
      ) entry
    ),
    'video_link', public.mock_video_link(auth.uid()),
    'board', coalesce((select jsonb_agg(to_jsonb(b) - 'ordinality' order by b.ordinality) from public.mock_board() with ordinality b), '[]'::jsonb),
    'requests', coalesce((select jsonb_agg(to_jsonb(r) - 'ordinality' order by r.ordinality) from public.my_mock_requests() with ordinality r), '[]'::jsonb),
    'received', coalesce((
      select jsonb_agg(jsonb_build_object('request_id', f.request_id, 'scores', f.scores, 'comments', f.comments,
        'kit_followed', f.kit_followed, 'probes_asked', f.probes_asked))
      from public.mock_feedback f where f.subject = auth.uid()
    ), '[]'::jsonb),
    'blocked', coalesce((select jsonb_agg(k.blocked) from public.mock_blocks k where k.blocker = auth.uid()), '[]'::jsonb),
    'taken_off', exists (select 1 from public.mock_board_removals m where m.user_id = auth.uid())
  );
$$;
