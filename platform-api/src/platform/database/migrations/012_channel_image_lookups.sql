-- Whether a person may see an image (`GET /api/files/images/{imageId}`, asked for every photo a feed shows) is
-- answered from the image's side: the posts that show it, the channels whose cover or background it is.
CREATE INDEX feeds_image_ids_idx ON feeds USING gin (image_ids);
CREATE INDEX channels_image_idx ON channels (chn_image_id) WHERE chn_image_id IS NOT NULL;
CREATE INDEX channels_bg_image_idx ON channels (chn_bg_image_id) WHERE chn_bg_image_id IS NOT NULL;
