-- A feedback entry holds up to 500 characters, as a post or a comment does (spec section 9; issue 35: it was 499
-- here, from section 5's "under 500"): one limit, channelLimits.textLength.
ALTER TABLE inquiries DROP CONSTRAINT inquiries_content_check;
ALTER TABLE inquiries ADD CONSTRAINT inquiries_content_check CHECK (char_length(content) <= 500);
