-- Trigram indexes on the folded columns that searches match with LIKE '%text%' (platform/text-fold,
-- containsFolded), so a search reads the rows that hold the text's trigrams instead of every row.
-- Only where pg_trgm can be had: PostgreSQL ships it as a trusted extension (a database owner may
-- create it); the embedded PGlite does not list it unless loaded, and loading it would cost start-up
-- time and memory. Without the indexes the same queries read every row and find the same rows.
-- matters.opposing_party_folded has none: the conflict check ORs it with a test no index answers.
-- Not in the Drizzle schema (it cannot say "only if available"), so drizzle-kit never sees them.
DO $$
DECLARE
  ops text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    RETURN;
  END IF;
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN insufficient_privilege THEN
    RAISE NOTICE 'pg_trgm not created (no privilege): searches will read every row';
    RETURN;
  END;
  -- The operator class where the extension lives, which need not be on the search path.
  SELECT format('%I.gin_trgm_ops', n.nspname) INTO ops
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm';
  EXECUTE format('CREATE INDEX IF NOT EXISTS users_name_trgm_idx ON users USING gin (name_folded %s)', ops);
  EXECUTE format('CREATE INDEX IF NOT EXISTS users_email_trgm_idx ON users USING gin (email_folded %s)', ops);
  EXECUTE format('CREATE INDEX IF NOT EXISTS matters_title_trgm_idx ON matters USING gin (title_folded %s)', ops);
  EXECUTE format('CREATE INDEX IF NOT EXISTS documents_name_trgm_idx ON documents USING gin (name_folded %s)', ops);
  EXECUTE format('CREATE INDEX IF NOT EXISTS message_threads_title_trgm_idx ON message_threads USING gin (title_folded %s)', ops);
  EXECUTE format('CREATE INDEX IF NOT EXISTS thread_messages_content_trgm_idx ON thread_messages USING gin (content_folded %s)', ops);
  EXECUTE format('CREATE INDEX IF NOT EXISTS invoices_number_trgm_idx ON invoices USING gin (number_folded %s)', ops);
  EXECUTE format('CREATE INDEX IF NOT EXISTS invoices_description_trgm_idx ON invoices USING gin (description_folded %s)', ops);
END
$$;
