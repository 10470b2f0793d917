-- Turns a stored "text or JSON-encoded list" value into a list of non-blank texts:
--   NULL or blank            -> {}
--   '["a","b"]' (JSON list)  -> {a,b}
--   '[broken'   (bad JSON)   -> {}   (the public site then shows its placeholder)
--   'a'         (plain text) -> {a}
CREATE OR REPLACE FUNCTION text_to_list(value text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  parsed jsonb;
BEGIN
  IF value IS NULL OR btrim(value) = '' THEN
    RETURN '{}';
  END IF;
  IF left(btrim(value), 1) <> '[' THEN
    RETURN ARRAY[btrim(value)];
  END IF;
  BEGIN
    parsed := value::jsonb;
  EXCEPTION WHEN others THEN
    RETURN '{}';
  END;
  IF jsonb_typeof(parsed) <> 'array' THEN
    RETURN '{}';
  END IF;
  RETURN COALESCE(
    (SELECT array_agg(btrim(element) ORDER BY position)
       FROM jsonb_array_elements_text(parsed) WITH ORDINALITY AS e(element, position)
      WHERE btrim(element) <> ''),
    '{}');
END;
$$;
--> statement-breakpoint
-- Only active machines, only public columns. `image_urls` is the stored image_url list followed by
-- the gallery images that are not already in it.
CREATE VIEW machines_public AS
SELECT
  m.id, m.name, m.name_en, m.location, m.location_en, m.address, m.address_en,
  m.type, m.type_en,
  text_to_list(m.type) AS types,
  ARRAY(SELECT btrim(t) FROM unnest(m.type_en) AS t WHERE btrim(t) <> '') AS types_en,
  m.image_url,
  text_to_list(m.image_url) || ARRAY(
    SELECT g FROM unnest(m.gallery_images) WITH ORDINALITY AS x(g, position)
     WHERE btrim(g) <> '' AND NOT (g = ANY (text_to_list(m.image_url)))
     ORDER BY position
  ) AS image_urls,
  m.phone, m.operating_status, m.status, m.slug_he, m.slug_en, m.created_at
FROM machines m
WHERE m.status = 'active';
