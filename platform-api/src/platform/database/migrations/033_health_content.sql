-- Health content (issue 36.4, spec section 2 "simple HTML", "contents list", "movie list"): articles and videos an
-- operator publishes from a file (`pnpm --filter platform-api health-content -- publish <file>`), shown in
-- everyone's feed. `slug` is the item's name in the file: publishing the file again replaces its texts, keeping the
-- item's number (and so where it stands in the feed).
CREATE TABLE health_contents (
  content_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('article', 'video')),
  tags text[] NOT NULL DEFAULT '{}',
  source text NOT NULL,
  -- Checked against the allowed hosts when published; only a video has one.
  video_url text,
  published_at timestamptz NOT NULL,
  CHECK ((kind = 'video') = (video_url IS NOT NULL))
);

-- The texts of an item in each language it was written in; the reader gets theirs, else the next one there is.
-- body_html is stored sanitized (the API's allow-list of tags), and only an article has one.
CREATE TABLE health_content_texts (
  content_id integer NOT NULL REFERENCES health_contents (content_id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('ko', 'en', 'km')),
  title text NOT NULL,
  summary text NOT NULL,
  body_html text,
  PRIMARY KEY (content_id, language)
);
