-- The apps a person already uses: held among their apps as an owner, or shared a code for. A
-- new-customer bonus cannot apply to them, so no claim, offer or waiting request gives them a code
-- for one of these. One copy of the rule for every query that needs it; a single-query SQL
-- function in FROM, so the planner inlines it and reads the person's rows once per query.
CREATE OR REPLACE FUNCTION apps_used_by(person uuid) RETURNS SETOF uuid
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT ua.app_id FROM user_apps ua WHERE ua.user_id = person AND ua.owns
  UNION
  SELECT rc.app_id FROM referral_codes rc WHERE rc.user_id = person AND rc.status <> 'WITHDRAWN'
$$;
