-- Professional-network handles are looked up by one canonical key (src/core/identity/pro-handle.ts):
-- the bare form `name` and links `https://www.linkedin.com/in/name/` become `in/name`. Keys
-- written before were the handle lower-cased with its outer slashes removed; recompute them the
-- same way the code now does, so a person imported before still answers to every form.
UPDATE people
SET handle_key = CASE
    WHEN k.path = '' THEN NULL
    WHEN position('/' IN k.path) = 0 THEN 'in/' || k.path
    WHEN split_part(k.path, '/', 1) IN ('in', 'pub', 'company', 'school', 'showcase') THEN split_part(k.path, '/', 1) || '/' || split_part(k.path, '/', 2)
    ELSE k.path
  END
FROM (
  SELECT email,
         -- the link's host (and scheme) off, the query and fragment off, slashes collapsed and trimmed
         trim(BOTH '/' FROM regexp_replace(split_part(split_part(regexp_replace(handle_key, '^([a-z][a-z0-9+.-]*://)?([a-z0-9-]+\.)*linkedin\.com(?=[/?#]|$)', ''), '?', 1), '#', 1), '/+', '/', 'g')) AS path
  FROM people
  WHERE handle_key IS NOT NULL
) AS k
WHERE people.email = k.email;
