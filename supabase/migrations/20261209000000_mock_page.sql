-- /mocks in one call. The page read the member's board entry, their video link, the board, their requests, the
-- feedback they received and the members they blocked with six requests; every request to the Data API costs the app
-- server and the API more than the query it carries, so the page now asks once (docs/performance.md).
--
-- Security invoker: each part is read exactly as the six requests read it, under the caller's Row Level Security and
-- through the same functions (mock_board, my_mock_requests, mock_video_link), so this returns nothing the caller could
-- not read before. The lists keep the order their functions give.
create function public.my_mock_page() returns jsonb
language sql stable security invoker set search_path = '' as $$
  select jsonb_build_object(
    'entry', (
      select to_jsonb(entry) from (
        select p.display_name, p.companies, p.interview_date, p.experience, p.slots, p.show_linkedin, p.paused
        from public.mock_profiles p where p.user_id = auth.uid()
      ) entry
    ),
    'video_link', public.mock_video_link(auth.uid()),
    'board', coalesce((select jsonb_agg(to_jsonb(b) - 'ordinality' order by b.ordinality) from public.mock_board() with ordinality b), '[]'::jsonb),
    'requests', coalesce((select jsonb_agg(to_jsonb(r) - 'ordinality' order by r.ordinality) from public.my_mock_requests() with ordinality r), '[]'::jsonb),
    'received', coalesce((
      select jsonb_agg(jsonb_build_object('request_id', f.request_id, 'scores', f.scores, 'comments', f.comments))
      from public.mock_feedback f where f.subject = auth.uid()
    ), '[]'::jsonb),
    'blocked', coalesce((select jsonb_agg(k.blocked) from public.mock_blocks k where k.blocker = auth.uid()), '[]'::jsonb)
  );
$$;
revoke all on function public.my_mock_page() from public, anon;
grant execute on function public.my_mock_page() to authenticated;
