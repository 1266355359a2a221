--
-- PostgreSQL database dump
--


-- Dumped from database version 15.18 (Debian 15.18-0+deb12u1)
-- Dumped by pg_dump version 15.18 (Debian 15.18-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: public; Type: SCHEMA; Schema: -; Owner: -
--



--
-- Name: mosaic_caller(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.mosaic_caller() RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$ SELECT CASE WHEN pg_catalog.current_setting('role') = 'none' THEN session_user::text
    ELSE pg_catalog.current_setting('role') END $$;


--
-- Name: mosaic_caller_id(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.mosaic_caller_id() RETURNS bigint
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
DECLARE
    who text := "public".mosaic_caller();
    me bigint;
BEGIN
    SELECT p.id INTO me FROM "public".people p WHERE p.login = who;
    IF me IS NULL THEN
        RAISE EXCEPTION 'no person is tied to the login %', who USING ERRCODE = '42501';
    END IF;
    RETURN me;
END $$;


--
-- Name: mosaic_characters(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.mosaic_characters(t text) RETURNS integer
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$ SELECT pg_catalog.char_length(pg_catalog.regexp_replace(
        pg_catalog.regexp_replace(t, E'[\\u200D\\u094D\\u09CD\\u0ACD\\u0B4D\\u0C4D\\u0D4D]+.|[\\u1100-\\u115F\\uA960-\\uA97F](?=[\\u1100-\\u115F\\uA960-\\uA97F\\uAC00-\\uD7A3])', '', 'g'), E'[\\u0300-\\u036F\\u0483-\\u0489\\u0591-\\u05BD\\u05BF\\u05C1-\\u05C2\\u05C4-\\u05C5\\u05C7\\u0600-\\u0605\\u0610-\\u061A\\u064B-\\u065F\\u0670\\u06D6-\\u06DD\\u06DF-\\u06E4\\u06E7-\\u06E8\\u06EA-\\u06ED\\u070F\\u0711\\u0730-\\u074A\\u07A6-\\u07B0\\u07EB-\\u07F3\\u07FD\\u0816-\\u0819\\u081B-\\u0823\\u0825-\\u0827\\u0829-\\u082D\\u0859-\\u085B\\u0890-\\u0891\\u0898-\\u089F\\u08CA-\\u0903\\u093A-\\u093C\\u093E-\\u094F\\u0951-\\u0957\\u0962-\\u0963\\u0981-\\u0983\\u09BC\\u09BE-\\u09C4\\u09C7-\\u09C8\\u09CB-\\u09CD\\u09D7\\u09E2-\\u09E3\\u09FE\\u0A01-\\u0A03\\u0A3C\\u0A3E-\\u0A42\\u0A47-\\u0A48\\u0A4B-\\u0A4D\\u0A51\\u0A70-\\u0A71\\u0A75\\u0A81-\\u0A83\\u0ABC\\u0ABE-\\u0AC5\\u0AC7-\\u0AC9\\u0ACB-\\u0ACD\\u0AE2-\\u0AE3\\u0AFA-\\u0AFF\\u0B01-\\u0B03\\u0B3C\\u0B3E-\\u0B44\\u0B47-\\u0B48\\u0B4B-\\u0B4D\\u0B55-\\u0B57\\u0B62-\\u0B63\\u0B82\\u0BBE-\\u0BC2\\u0BC6-\\u0BC8\\u0BCA-\\u0BCD\\u0BD7\\u0C00-\\u0C04\\u0C3C\\u0C3E-\\u0C44\\u0C46-\\u0C48\\u0C4A-\\u0C4D\\u0C55-\\u0C56\\u0C62-\\u0C63\\u0C81-\\u0C83\\u0CBC\\u0CBE-\\u0CC4\\u0CC6-\\u0CC8\\u0CCA-\\u0CCD\\u0CD5-\\u0CD6\\u0CE2-\\u0CE3\\u0D00-\\u0D03\\u0D3B-\\u0D3C\\u0D3E-\\u0D44\\u0D46-\\u0D48\\u0D4A-\\u0D4D\\u0D57\\u0D62-\\u0D63\\u0D81-\\u0D83\\u0DCA\\u0DCF-\\u0DD4\\u0DD6\\u0DD8-\\u0DDF\\u0DF2-\\u0DF3\\u0E31\\u0E33-\\u0E3A\\u0E47-\\u0E4E\\u0EB1\\u0EB3-\\u0EBC\\u0EC8-\\u0ECD\\u0F18-\\u0F19\\u0F35\\u0F37\\u0F39\\u0F3E-\\u0F3F\\u0F71-\\u0F84\\u0F86-\\u0F87\\u0F8D-\\u0F97\\u0F99-\\u0FBC\\u0FC6\\u102B-\\u103E\\u1056-\\u1059\\u105E-\\u1060\\u1062-\\u1064\\u1067-\\u106D\\u1071-\\u1074\\u1082-\\u108D\\u108F\\u109A-\\u109D\\u1160-\\u11FF\\u135D-\\u135F\\u1712-\\u1715\\u1732-\\u1734\\u1752-\\u1753\\u1772-\\u1773\\u17B4-\\u17D3\\u17DD\\u180B-\\u180D\\u180F\\u1885-\\u1886\\u18A9\\u1920-\\u192B\\u1930-\\u193B\\u1A17-\\u1A1B\\u1A55-\\u1A5E\\u1A60-\\u1A7C\\u1A7F\\u1AB0-\\u1ACE\\u1B00-\\u1B04\\u1B34-\\u1B44\\u1B6B-\\u1B73\\u1B80-\\u1B82\\u1BA1-\\u1BAD\\u1BE6-\\u1BF3\\u1C24-\\u1C37\\u1CD0-\\u1CD2\\u1CD4-\\u1CE8\\u1CED\\u1CF4\\u1CF7-\\u1CF9\\u1DC0-\\u1DFF\\u200C-\\u200D\\u20D0-\\u20F0\\u2CEF-\\u2CF1\\u2D7F\\u2DE0-\\u2DFF\\u302A-\\u302F\\u3099-\\u309A\\uA66F-\\uA672\\uA674-\\uA67D\\uA69E-\\uA69F\\uA6F0-\\uA6F1\\uA802\\uA806\\uA80B\\uA823-\\uA827\\uA82C\\uA880-\\uA881\\uA8B4-\\uA8C5\\uA8E0-\\uA8F1\\uA8FF\\uA926-\\uA92D\\uA947-\\uA953\\uA980-\\uA983\\uA9B3-\\uA9C0\\uA9E5\\uAA29-\\uAA36\\uAA43\\uAA4C-\\uAA4D\\uAA7B-\\uAA7D\\uAAB0\\uAAB2-\\uAAB4\\uAAB7-\\uAAB8\\uAABE-\\uAABF\\uAAC1\\uAAEB-\\uAAEF\\uAAF5-\\uAAF6\\uABE3-\\uABEA\\uABEC-\\uABED\\uD7B0-\\uD7FF\\uFB1E\\uFE00-\\uFE0F\\uFE20-\\uFE2F\\uFF9E-\\uFF9F\\U000101FD\\U000102E0\\U00010376-\\U0001037A\\U00010A01-\\U00010A03\\U00010A05-\\U00010A06\\U00010A0C-\\U00010A0F\\U00010A38-\\U00010A3A\\U00010A3F\\U00010AE5-\\U00010AE6\\U00010D24-\\U00010D27\\U00010EAB-\\U00010EAC\\U00010F46-\\U00010F50\\U00010F82-\\U00010F85\\U00011000-\\U00011002\\U00011038-\\U00011046\\U00011070\\U00011073-\\U00011074\\U0001107F-\\U00011082\\U000110B0-\\U000110BA\\U000110BD\\U000110C2\\U000110CD\\U00011100-\\U00011102\\U00011127-\\U00011134\\U00011145-\\U00011146\\U00011173\\U00011180-\\U00011182\\U000111B3-\\U000111C0\\U000111C2-\\U000111C3\\U000111C9-\\U000111CC\\U000111CE-\\U000111CF\\U0001122C-\\U00011237\\U0001123E\\U000112DF-\\U000112EA\\U00011300-\\U00011303\\U0001133B-\\U0001133C\\U0001133E-\\U00011344\\U00011347-\\U00011348\\U0001134B-\\U0001134D\\U00011357\\U00011362-\\U00011363\\U00011366-\\U0001136C\\U00011370-\\U00011374\\U00011435-\\U00011446\\U0001145E\\U000114B0-\\U000114C3\\U000115AF-\\U000115B5\\U000115B8-\\U000115C0\\U000115DC-\\U000115DD\\U00011630-\\U00011640\\U000116AB-\\U000116B7\\U0001171D-\\U0001172B\\U0001182C-\\U0001183A\\U00011930-\\U00011935\\U00011937-\\U00011938\\U0001193B-\\U00011943\\U000119D1-\\U000119D7\\U000119DA-\\U000119E0\\U000119E4\\U00011A01-\\U00011A0A\\U00011A33-\\U00011A3E\\U00011A47\\U00011A51-\\U00011A5B\\U00011A84-\\U00011A99\\U00011C2F-\\U00011C36\\U00011C38-\\U00011C3F\\U00011C92-\\U00011CA7\\U00011CA9-\\U00011CB6\\U00011D31-\\U00011D36\\U00011D3A\\U00011D3C-\\U00011D3D\\U00011D3F-\\U00011D47\\U00011D8A-\\U00011D8E\\U00011D90-\\U00011D91\\U00011D93-\\U00011D97\\U00011EF3-\\U00011EF6\\U00016AF0-\\U00016AF4\\U00016B30-\\U00016B36\\U00016F4F\\U00016F51-\\U00016F87\\U00016F8F-\\U00016F92\\U00016FE4\\U00016FF0-\\U00016FF1\\U0001BC9D-\\U0001BC9E\\U0001CF00-\\U0001CF2D\\U0001CF30-\\U0001CF46\\U0001D165-\\U0001D169\\U0001D16D-\\U0001D172\\U0001D17B-\\U0001D182\\U0001D185-\\U0001D18B\\U0001D1AA-\\U0001D1AD\\U0001D242-\\U0001D244\\U0001DA00-\\U0001DA36\\U0001DA3B-\\U0001DA6C\\U0001DA75\\U0001DA84\\U0001DA9B-\\U0001DA9F\\U0001DAA1-\\U0001DAAF\\U0001E000-\\U0001E006\\U0001E008-\\U0001E018\\U0001E01B-\\U0001E021\\U0001E023-\\U0001E024\\U0001E026-\\U0001E02A\\U0001E130-\\U0001E136\\U0001E2AE\\U0001E2EC-\\U0001E2EF\\U0001E8D0-\\U0001E8D6\\U0001E944-\\U0001E94A\\U0001F3FB-\\U0001F3FF\\U000E0020-\\U000E007F\\U000E0100-\\U000E01EF]', '', 'g'))
    - pg_catalog.char_length(pg_catalog.regexp_replace(t, E'[^\\U0001F1E6-\\U0001F1FF]', '', 'g')) / 2 $$;


--
-- Name: mosaic_count_likes(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.mosaic_count_likes() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
DECLARE
    post_ids bigint[];
    deltas integer[];
    posts_changed integer;
    first_seq bigint;
    last_seq bigint;
    now_ms bigint := "public".mosaic_now_ms();
BEGIN
    IF TG_OP = 'INSERT' THEN
        SELECT pg_catalog.array_agg(d.post_id ORDER BY d.post_id), pg_catalog.array_agg(d.n ORDER BY d.post_id)
        INTO post_ids, deltas
        FROM (SELECT a.post_id, pg_catalog.count(*)::integer AS n FROM added a GROUP BY a.post_id) d
        JOIN "public".posts p ON p.id = d.post_id;
    ELSE
        SELECT pg_catalog.array_agg(d.post_id ORDER BY d.post_id), pg_catalog.array_agg(-d.n ORDER BY d.post_id)
        INTO post_ids, deltas
        FROM (SELECT r.post_id, pg_catalog.count(*)::integer AS n FROM removed r GROUP BY r.post_id) d
        JOIN "public".posts p ON p.id = d.post_id;
    END IF;
    posts_changed := COALESCE(pg_catalog.array_length(post_ids, 1), 0);
    IF posts_changed = 0 THEN
        RETURN NULL;
    ELSIF posts_changed > 100 THEN
        -- A bulk write: a new slot per post, in one statement.
        INSERT INTO "public".like_counts (post_id, likes)
        SELECT * FROM ROWS FROM (pg_catalog.unnest(post_ids), pg_catalog.unnest(deltas));
        INSERT INTO "public".change_log (kind, at) VALUES ('many_changed', now_ms)
        RETURNING seq INTO first_seq;
    ELSE
        FOR i IN 1..posts_changed LOOP
            -- A slot no other session holds, or a new one: never a wait.
            UPDATE "public".like_counts c SET likes = c.likes + deltas[i]
            WHERE (c.post_id, c.slot) = (
                SELECT s.post_id, s.slot FROM "public".like_counts s WHERE s.post_id = post_ids[i]
                ORDER BY s.slot LIMIT 1 FOR UPDATE SKIP LOCKED);
            IF NOT FOUND THEN
                INSERT INTO "public".like_counts (post_id, likes) VALUES (post_ids[i], deltas[i]);
            END IF;
        END LOOP;
        WITH logged AS (
            INSERT INTO "public".change_log (kind, subject, author, at)
            SELECT 'post_edited', p.id, p.author_id, now_ms FROM "public".posts p
            WHERE p.id = ANY (post_ids) ORDER BY p.id RETURNING seq)
        SELECT pg_catalog.min(seq), pg_catalog.max(seq) INTO first_seq, last_seq FROM logged;
    END IF;
    last_seq := COALESCE(last_seq, first_seq);
            IF last_seq / 1000 > (first_seq - 1) / 1000 THEN
                DELETE FROM "public".change_log WHERE seq <= last_seq - 10000;
            END IF;
            PERFORM pg_catalog.pg_notify(
                'mosaic_' || CASE WHEN pg_catalog.length(TG_TABLE_SCHEMA::text) <= 56 THEN TG_TABLE_SCHEMA::text
                    ELSE pg_catalog.md5(TG_TABLE_SCHEMA::text) END,
                first_seq::text || ' ' || last_seq::text);
            RETURN NULL;
END $$;


--
-- Name: mosaic_delete_my_account(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.mosaic_delete_my_account() RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
DECLARE
    who text := "public".mosaic_caller();
BEGIN
    DELETE FROM "public".people WHERE login = who;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'no person is tied to the login %', who USING ERRCODE = '42501';
    END IF;
    INSERT INTO "public".departed_logins (login, left_at)
    VALUES (who, "public".mosaic_now_ms())
    ON CONFLICT (login) DO NOTHING;
    EXECUTE pg_catalog.format('ALTER ROLE %I NOLOGIN', who);
END $$;


--
-- Name: mosaic_delete_post(bigint); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.mosaic_delete_post(p_id bigint) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
DECLARE
    me bigint := "public".mosaic_caller_id();
BEGIN
    DELETE FROM "public".posts p WHERE p.id = p_id AND p.author_id = me;
    RETURN FOUND;
END $$;


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: posts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.posts (
    id bigint NOT NULL,
    author_id bigint NOT NULL,
    title text NOT NULL,
    body text NOT NULL,
    tags text DEFAULT '[]'::text NOT NULL,
    created_at bigint NOT NULL,
    updated_at bigint NOT NULL,
    publish_key text
);


--
-- Name: mosaic_edit_post(bigint, text, text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.mosaic_edit_post(p_id bigint, p_title text, p_body text, p_tags text) RETURNS SETOF public.posts
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
DECLARE
    me bigint := "public".mosaic_caller_id();
BEGIN
    RETURN QUERY
    UPDATE "public".posts AS p SET title = p_title, body = p_body, tags = COALESCE(p_tags, p.tags), updated_at = "public".mosaic_now_ms()
    WHERE p.id = p_id AND p.author_id = me
    RETURNING p.*;
END $$;


--
-- Name: mosaic_forget_likes(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.mosaic_forget_likes() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
BEGIN
    DELETE FROM "public".likes l WHERE (l.post_id, l.person_id) IN (
        SELECT k.post_id, k.person_id FROM "public".likes k
        WHERE k.post_id IN (SELECT r.id FROM removed r) FOR UPDATE SKIP LOCKED);
    DELETE FROM "public".like_counts c WHERE (c.post_id, c.slot) IN (
        SELECT s.post_id, s.slot FROM "public".like_counts s
        WHERE s.post_id IN (SELECT r.id FROM removed r) FOR UPDATE SKIP LOCKED);
    RETURN NULL;
END $$;


--
-- Name: mosaic_handle_fits(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.mosaic_handle_fits(handle text) RETURNS boolean
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $_$ SELECT handle ~ '^[a-z0-9_]{1,30}$' $_$;


--
-- Name: mosaic_index_post_tags(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.mosaic_index_post_tags() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
BEGIN
    IF TG_OP = 'UPDATE' THEN
        DELETE FROM "public".post_tags WHERE post_id = OLD.id;
    END IF;
    BEGIN
        INSERT INTO "public".post_tags (tag, created_at, post_id)
        SELECT DISTINCT pg_catalog.translate(pg_catalog.ltrim(tag, '#'), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'), NEW.created_at, NEW.id
        FROM pg_catalog.json_array_elements_text(NEW.tags::pg_catalog.json) AS tag
        ON CONFLICT DO NOTHING;
    EXCEPTION WHEN invalid_text_representation OR invalid_parameter_value THEN
        NULL;
    END;
    RETURN NULL;
END $$;


--
-- Name: mosaic_log_changes(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.mosaic_log_changes() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
DECLARE
    first_seq bigint;
    last_seq bigint;
    changed_rows bigint := 1;
    now_ms bigint := "public".mosaic_now_ms();
BEGIN
    IF TG_TABLE_NAME <> 'flags' THEN
        IF TG_OP = 'DELETE' THEN
            SELECT pg_catalog.count(*) INTO changed_rows FROM removed;
        ELSE
            SELECT pg_catalog.count(*) INTO changed_rows FROM changed;
        END IF;
    END IF;
    IF changed_rows = 0 THEN
        RETURN NULL;
    ELSIF TG_TABLE_NAME = 'flags' THEN
        INSERT INTO "public".change_log (kind, at) VALUES ('flags_changed', now_ms)
        RETURNING seq INTO first_seq;
    ELSIF changed_rows > 100 THEN
        INSERT INTO "public".change_log (kind, at) VALUES ('many_changed', now_ms)
        RETURNING seq INTO first_seq;
    ELSIF TG_TABLE_NAME = 'posts' AND TG_OP = 'DELETE' THEN
        WITH logged AS (
            INSERT INTO "public".change_log (kind, subject, author, at)
            SELECT 'post_deleted', id, author_id, now_ms FROM removed ORDER BY id RETURNING seq)
        SELECT pg_catalog.min(seq), pg_catalog.max(seq) INTO first_seq, last_seq FROM logged;
    ELSIF TG_TABLE_NAME = 'posts' THEN
        WITH logged AS (
            INSERT INTO "public".change_log (kind, subject, author, at)
            SELECT CASE TG_OP WHEN 'INSERT' THEN 'post_published' ELSE 'post_edited' END,
                id, author_id, now_ms FROM changed ORDER BY id RETURNING seq)
        SELECT pg_catalog.min(seq), pg_catalog.max(seq) INTO first_seq, last_seq FROM logged;
    ELSIF TG_OP = 'DELETE' THEN
        WITH logged AS (
            INSERT INTO "public".change_log (kind, subject, at)
            SELECT 'person_removed', id, now_ms FROM removed ORDER BY id RETURNING seq)
        SELECT pg_catalog.min(seq), pg_catalog.max(seq) INTO first_seq, last_seq FROM logged;
    ELSE
        WITH logged AS (
            INSERT INTO "public".change_log (kind, subject, at)
            SELECT 'person_changed', id, now_ms FROM changed ORDER BY id RETURNING seq)
        SELECT pg_catalog.min(seq), pg_catalog.max(seq) INTO first_seq, last_seq FROM logged;
    END IF;
    last_seq := COALESCE(last_seq, first_seq);
            IF last_seq / 1000 > (first_seq - 1) / 1000 THEN
                DELETE FROM "public".change_log WHERE seq <= last_seq - 10000;
            END IF;
            PERFORM pg_catalog.pg_notify(
                'mosaic_' || CASE WHEN pg_catalog.length(TG_TABLE_SCHEMA::text) <= 56 THEN TG_TABLE_SCHEMA::text
                    ELSE pg_catalog.md5(TG_TABLE_SCHEMA::text) END,
                first_seq::text || ' ' || last_seq::text);
            RETURN NULL;
END $$;


--
-- Name: mosaic_me(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.mosaic_me() RETURNS bigint
    LANGUAGE sql STABLE
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$ SELECT p.id FROM "public".people p WHERE p.login = current_user::text $$;


--
-- Name: mosaic_now_ms(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.mosaic_now_ms() RETURNS bigint
    LANGUAGE sql STABLE
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$ SELECT (pg_catalog.date_part('epoch', pg_catalog.now()) * 1000)::bigint $$;


--
-- Name: mosaic_publish(text, text, text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.mosaic_publish(p_title text, p_body text, p_tags text, p_key text) RETURNS SETOF public.posts
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
DECLARE
    me bigint := "public".mosaic_caller_id();
    now_ms bigint := "public".mosaic_now_ms();
BEGIN
    RETURN QUERY
    INSERT INTO "public".posts AS p (author_id, title, body, tags, created_at, updated_at, publish_key)
    VALUES (me, p_title, p_body, COALESCE(p_tags, '[]'), now_ms, now_ms, p_key)
    ON CONFLICT (publish_key) DO NOTHING
    RETURNING p.*;
END $$;


--
-- Name: mosaic_publish_many(text[], text[], text[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.mosaic_publish_many(p_titles text[], p_bodies text[], p_tags text[]) RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
DECLARE
    me bigint := "public".mosaic_caller_id();
    now_ms bigint := "public".mosaic_now_ms();
    added bigint;
BEGIN
    INSERT INTO "public".posts (author_id, title, body, tags, created_at, updated_at)
    SELECT me, t, b, COALESCE(g, '[]'), now_ms, now_ms
    FROM ROWS FROM (pg_catalog.unnest(p_titles), pg_catalog.unnest(p_bodies), pg_catalog.unnest(p_tags))
        AS batch(t, b, g);
    GET DIAGNOSTICS added = ROW_COUNT;
    RETURN added;
END $$;


--
-- Name: mosaic_set_like(bigint, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.mosaic_set_like(p_post bigint, p_liked boolean) RETURNS integer
    LANGUAGE plpgsql STRICT SECURITY DEFINER
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
DECLARE
    me bigint := "public".mosaic_caller_id();
BEGIN
    IF NOT EXISTS (SELECT 1 FROM "public".posts p WHERE p.id = p_post) THEN
        RETURN NULL;
    END IF;
    IF p_liked THEN
        INSERT INTO "public".likes (post_id, person_id, created_at)
        VALUES (p_post, me, "public".mosaic_now_ms())
        ON CONFLICT DO NOTHING;
    ELSE
        DELETE FROM "public".likes l WHERE l.post_id = p_post AND l.person_id = me;
    END IF;
    RETURN (SELECT COALESCE(pg_catalog.sum(c.likes), 0)::integer
        FROM "public".like_counts c WHERE c.post_id = p_post);
END $$;


--
-- Name: mosaic_tags_fit(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.mosaic_tags_fit(tags text) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
DECLARE
    doc pg_catalog.jsonb;
    tag pg_catalog.jsonb;
BEGIN
    IF pg_catalog.char_length(tags) > 2000 THEN
        RETURN false;
    END IF;
    BEGIN
        doc := tags::pg_catalog.jsonb;
    EXCEPTION WHEN others THEN
        RETURN false;
    END;
    IF pg_catalog.jsonb_typeof(doc) <> 'array' OR pg_catalog.jsonb_array_length(doc) > 5 THEN
        RETURN false;
    END IF;
    FOR tag IN SELECT value FROM pg_catalog.jsonb_array_elements(doc) LOOP
        IF pg_catalog.jsonb_typeof(tag) <> 'string'
            OR NOT "public".mosaic_text_fits(tag #>> '{}', 30, false, true) THEN
            RETURN false;
        END IF;
    END LOOP;
    RETURN true;
END $$;


--
-- Name: mosaic_text_fits(text, integer, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.mosaic_text_fits(t text, most integer, breaks boolean) RETURNS boolean
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$ SELECT CASE
    WHEN pg_catalog.char_length(t) > most * 10 THEN false
    WHEN breaks AND t ~ E'[\\u0001-\\u0008\\u000B-\\u001F\\u007F-\\u009F\\u2028-\\u2029\\u202A-\\u202E\\u2066-\\u2069]' THEN false
    WHEN NOT breaks AND t ~ E'[\\u0001-\\u001F\\u007F-\\u009F\\u2028-\\u2029\\u202A-\\u202E\\u2066-\\u2069]' THEN false
    ELSE "public".mosaic_characters(t) <= most END $$;


--
-- Name: mosaic_text_fits(text, integer, boolean, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.mosaic_text_fits(t text, most integer, breaks boolean, required boolean) RETURNS boolean
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$ SELECT "public".mosaic_text_fits(t, most, breaks) AND (NOT required OR t ~ '[^[:space:]]') $$;


--
-- Name: people; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.people (
    id bigint NOT NULL,
    handle text NOT NULL,
    display_name text NOT NULL,
    bio text DEFAULT ''::text NOT NULL,
    created_at bigint NOT NULL,
    login text
);


--
-- Name: mosaic_update_profile(text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.mosaic_update_profile(p_display_name text, p_bio text) RETURNS SETOF public.people
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
DECLARE
    me bigint := "public".mosaic_caller_id();
BEGIN
    RETURN QUERY
    UPDATE "public".people AS p
    SET display_name = COALESCE(p_display_name, p.display_name), bio = COALESCE(p_bio, p.bio)
    WHERE p.id = me
    RETURNING p.*;
END $$;


--
-- Name: change_log; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.change_log (
    seq bigint NOT NULL,
    kind text NOT NULL,
    subject bigint,
    author bigint,
    at bigint NOT NULL
);


--
-- Name: change_log_seq_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.change_log_seq_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: change_log_seq_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.change_log_seq_seq OWNED BY public.change_log.seq;


--
-- Name: departed_logins; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.departed_logins (
    login text NOT NULL,
    left_at bigint NOT NULL
);


--
-- Name: flags; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.flags (
    name text NOT NULL,
    enabled boolean NOT NULL
);


--
-- Name: like_counts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.like_counts (
    post_id bigint NOT NULL,
    slot bigint NOT NULL,
    likes integer NOT NULL
);


--
-- Name: like_counts_slot_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.like_counts_slot_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: like_counts_slot_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.like_counts_slot_seq OWNED BY public.like_counts.slot;


--
-- Name: likes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.likes (
    post_id bigint NOT NULL,
    person_id bigint NOT NULL,
    created_at bigint NOT NULL
);


--
-- Name: meta; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.meta (
    key text NOT NULL,
    value text NOT NULL
);


--
-- Name: mosaic_migrations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.mosaic_migrations (
    version integer NOT NULL,
    applied_at bigint NOT NULL
);


--
-- Name: people_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.people_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: people_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.people_id_seq OWNED BY public.people.id;


--
-- Name: post_tags; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.post_tags (
    tag text NOT NULL,
    created_at bigint NOT NULL,
    post_id bigint NOT NULL
);


--
-- Name: posts_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.posts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: posts_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.posts_id_seq OWNED BY public.posts.id;


--
-- Name: change_log seq; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.change_log ALTER COLUMN seq SET DEFAULT nextval('public.change_log_seq_seq'::regclass);


--
-- Name: like_counts slot; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.like_counts ALTER COLUMN slot SET DEFAULT nextval('public.like_counts_slot_seq'::regclass);


--
-- Name: people id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.people ALTER COLUMN id SET DEFAULT nextval('public.people_id_seq'::regclass);


--
-- Name: posts id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.posts ALTER COLUMN id SET DEFAULT nextval('public.posts_id_seq'::regclass);


--
-- Data for Name: change_log; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.change_log (seq, kind, subject, author, at) FROM stdin;
1	person_changed	1	\N	1795786616221
2	person_changed	2	\N	1795786616221
3	person_changed	3	\N	1795786616221
4	person_changed	4	\N	1795786616221
5	person_changed	5	\N	1795786616221
6	person_changed	6	\N	1795786616221
7	post_published	1	1	1795786616221
8	post_published	2	2	1795786616221
9	post_published	3	3	1795786616221
10	post_published	4	4	1795786616221
11	post_published	5	5	1795786616221
12	post_published	6	6	1795786616221
13	post_published	7	1	1795786616221
14	post_published	8	2	1795786616221
15	post_published	9	3	1795786616221
16	post_published	10	4	1795786616221
17	post_published	11	5	1795786616221
18	post_published	12	6	1795786616221
19	post_published	13	1	1795786616221
20	post_published	14	2	1795786616221
21	post_published	15	3	1795786616221
22	post_published	16	4	1795786616221
23	post_published	17	5	1795786616221
24	post_published	18	6	1795786616221
25	post_published	19	1	1795786616221
26	post_published	20	2	1795786616221
27	post_published	21	3	1795786616221
28	post_published	22	4	1795786616221
29	post_published	23	5	1795786616221
30	post_published	24	6	1795786616221
31	post_published	25	1	1795786616221
32	post_published	26	2	1795786616221
33	post_published	27	3	1795786616221
34	post_published	28	4	1795786616221
35	post_published	29	5	1795786616221
36	post_published	30	6	1795786616221
37	post_published	31	1	1795786616221
38	post_published	32	2	1795786616221
39	post_published	33	3	1795786616221
40	post_published	34	4	1795786616221
41	post_published	35	5	1795786616221
42	post_published	36	6	1795786616221
43	post_published	37	1	1795786616221
44	post_published	38	2	1795786616221
45	post_published	39	3	1795786616221
46	post_published	40	4	1795786616221
47	post_published	41	5	1795786616221
48	post_published	42	6	1795786616221
49	post_published	43	1	1795786616221
50	post_published	44	2	1795786616221
51	post_published	45	3	1795786616221
52	post_published	46	4	1795786616221
53	post_published	47	5	1795786616221
54	post_published	48	6	1795786616221
55	post_published	49	1	1795786616221
56	post_published	50	2	1795786616221
57	post_published	51	3	1795786616221
58	post_published	52	4	1795786616221
59	post_published	53	5	1795786616221
60	post_published	54	6	1795786616221
61	post_published	55	1	1795786616221
62	post_published	56	2	1795786616221
63	post_published	57	3	1795786616221
64	post_published	58	4	1795786616221
65	post_published	59	5	1795786616221
66	post_published	60	6	1795786616221
67	post_edited	2	2	1795786616221
68	post_edited	3	3	1795786616221
69	post_edited	4	4	1795786616221
70	post_edited	5	5	1795786616221
71	post_edited	7	1	1795786616221
72	post_edited	8	2	1795786616221
73	post_edited	9	3	1795786616221
74	post_edited	10	4	1795786616221
75	post_edited	12	6	1795786616221
76	post_edited	13	1	1795786616221
77	post_edited	14	2	1795786616221
78	post_edited	15	3	1795786616221
79	post_edited	17	5	1795786616221
80	post_edited	18	6	1795786616221
81	post_edited	19	1	1795786616221
82	post_edited	20	2	1795786616221
83	post_edited	22	4	1795786616221
84	post_edited	23	5	1795786616221
85	post_edited	24	6	1795786616221
86	post_edited	25	1	1795786616221
87	post_edited	27	3	1795786616221
88	post_edited	28	4	1795786616221
89	post_edited	29	5	1795786616221
90	post_edited	30	6	1795786616221
91	post_edited	32	2	1795786616221
92	post_edited	33	3	1795786616221
93	post_edited	34	4	1795786616221
94	post_edited	35	5	1795786616221
95	post_edited	37	1	1795786616221
96	post_edited	38	2	1795786616221
97	post_edited	39	3	1795786616221
98	post_edited	40	4	1795786616221
99	post_edited	42	6	1795786616221
100	post_edited	43	1	1795786616221
101	post_edited	44	2	1795786616221
102	post_edited	45	3	1795786616221
103	post_edited	47	5	1795786616221
104	post_edited	48	6	1795786616221
105	post_edited	49	1	1795786616221
106	post_edited	50	2	1795786616221
107	post_edited	52	4	1795786616221
108	post_edited	53	5	1795786616221
109	post_edited	54	6	1795786616221
110	post_edited	55	1	1795786616221
111	post_edited	57	3	1795786616221
112	post_edited	58	4	1795786616221
113	post_edited	59	5	1795786616221
114	post_edited	60	6	1795786616221
115	person_changed	7	\N	1795786619870
116	flags_changed	\N	\N	1795786620003
117	flags_changed	\N	\N	1795786620003
118	person_changed	7	\N	1795786620096
119	post_published	61	7	1795786620105
\.


--
-- Data for Name: departed_logins; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.departed_logins (login, left_at) FROM stdin;
\.


--
-- Data for Name: flags; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.flags (name, enabled) FROM stdin;
feed.like_counts	f
\.


--
-- Data for Name: like_counts; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.like_counts (post_id, slot, likes) FROM stdin;
2	1	2
3	2	4
4	3	1
5	4	3
7	5	2
8	6	4
9	7	1
10	8	3
12	9	2
13	10	4
14	11	1
15	12	3
17	13	2
18	14	4
19	15	1
20	16	3
22	17	2
23	18	4
24	19	1
25	20	3
27	21	2
28	22	4
29	23	1
30	24	3
32	25	2
33	26	4
34	27	1
35	28	3
37	29	2
38	30	4
39	31	1
40	32	3
42	33	2
43	34	4
44	35	1
45	36	3
47	37	2
48	38	4
49	39	1
50	40	3
52	41	2
53	42	4
54	43	1
55	44	3
57	45	2
58	46	4
59	47	1
60	48	3
\.


--
-- Data for Name: likes; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.likes (post_id, person_id, created_at) FROM stdin;
2	3	1795447856207
2	4	1795447856207
3	4	1795453676207
3	5	1795453676207
3	6	1795453676207
3	1	1795453676207
4	5	1795459496207
5	6	1795465316207
5	1	1795465316207
5	2	1795465316207
7	2	1795476956207
7	3	1795476956207
8	3	1795482776207
8	4	1795482776207
8	5	1795482776207
8	6	1795482776207
9	4	1795488596207
10	5	1795494416207
10	6	1795494416207
10	1	1795494416207
12	1	1795506056207
12	2	1795506056207
13	2	1795511876207
13	3	1795511876207
13	4	1795511876207
13	5	1795511876207
14	3	1795517696207
15	4	1795523516207
15	5	1795523516207
15	6	1795523516207
17	6	1795535156207
17	1	1795535156207
18	1	1795540976207
18	2	1795540976207
18	3	1795540976207
18	4	1795540976207
19	2	1795546796207
20	3	1795552616207
20	4	1795552616207
20	5	1795552616207
22	5	1795564256207
22	6	1795564256207
23	6	1795570076207
23	1	1795570076207
23	2	1795570076207
23	3	1795570076207
24	1	1795575896207
25	2	1795581716207
25	3	1795581716207
25	4	1795581716207
27	4	1795593356207
27	5	1795593356207
28	5	1795599176207
28	6	1795599176207
28	1	1795599176207
28	2	1795599176207
29	6	1795604996207
30	1	1795610816207
30	2	1795610816207
30	3	1795610816207
32	3	1795622456207
32	4	1795622456207
33	4	1795628276207
33	5	1795628276207
33	6	1795628276207
33	1	1795628276207
34	5	1795634096207
35	6	1795639916207
35	1	1795639916207
35	2	1795639916207
37	2	1795651556207
37	3	1795651556207
38	3	1795657376207
38	4	1795657376207
38	5	1795657376207
38	6	1795657376207
39	4	1795663196207
40	5	1795669016207
40	6	1795669016207
40	1	1795669016207
42	1	1795680656207
42	2	1795680656207
43	2	1795686476207
43	3	1795686476207
43	4	1795686476207
43	5	1795686476207
44	3	1795692296207
45	4	1795698116207
45	5	1795698116207
45	6	1795698116207
47	6	1795709756207
47	1	1795709756207
48	1	1795715576207
48	2	1795715576207
48	3	1795715576207
48	4	1795715576207
49	2	1795721396207
50	3	1795727216207
50	4	1795727216207
50	5	1795727216207
52	5	1795738856207
52	6	1795738856207
53	6	1795744676207
53	1	1795744676207
53	2	1795744676207
53	3	1795744676207
54	1	1795750496207
55	2	1795756316207
55	3	1795756316207
55	4	1795756316207
57	4	1795767956207
57	5	1795767956207
58	5	1795773776207
58	6	1795773776207
58	1	1795773776207
58	2	1795773776207
59	6	1795779596207
60	1	1795785416207
60	2	1795785416207
60	3	1795785416207
\.


--
-- Data for Name: meta; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.meta (key, value) FROM stdin;
members_role	mosaic_legacy_src_members
content_origin	sample
\.


--
-- Data for Name: mosaic_migrations; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.mosaic_migrations (version, applied_at) FROM stdin;
1	1795786616115
2	1795786616119
3	1795786616139
4	1795786616145
5	1795786616156
6	1795786616158
7	1795786616174
8	1795786616176
\.


--
-- Data for Name: people; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.people (id, handle, display_name, bio, created_at, login) FROM stdin;
1	ada	Ada Lovelace	Poetical science. Notes on the Engine.	1794232436207	\N
2	grace	Grace Hopper	It is easier to ask forgiveness.	1794232436207	\N
3	alan	Alan Turing	Can machines think?	1794232436207	\N
4	margaret	Margaret Hamilton	Software engineering, on the Moon.	1794232436207	\N
5	linus	Linus Torvalds	Talk is cheap. Show me the code.	1794232436207	\N
6	barbara	Barbara Liskov	Substitutable since 1987.	1794232436207	\N
7	legacy_ada	Ada (legacy)	नमस्ते ครับ 你好 مرحبا	1795786619894	legacy_ada
\.


--
-- Data for Name: post_tags; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.post_tags (tag, created_at, post_id) FROM stdin;
history	1795442036207	1
engines	1795442036207	1
bugs	1795447856207	2
ai	1795453676207	3
philosophy	1795453676207	3
software	1795459496207	4
space	1795459496207	4
git	1795465316207	5
review	1795465316207	5
types	1795471136207	6
design	1795471136207	6
history	1795482776207	8
testing	1795488596207	9
performance	1795494416207	10
databases	1795494416207	10
history	1795500236207	11
engines	1795500236207	11
bugs	1795506056207	12
ai	1795511876207	13
philosophy	1795511876207	13
software	1795517696207	14
space	1795517696207	14
review	1795523516207	15
git	1795523516207	15
types	1795529336207	16
design	1795529336207	16
history	1795540976207	18
testing	1795546796207	19
performance	1795552616207	20
databases	1795552616207	20
engines	1795558436207	21
history	1795558436207	21
bugs	1795564256207	22
ai	1795570076207	23
philosophy	1795570076207	23
space	1795575896207	24
software	1795575896207	24
git	1795581716207	25
review	1795581716207	25
design	1795587536207	26
types	1795587536207	26
history	1795599176207	28
testing	1795604996207	29
performance	1795610816207	30
databases	1795610816207	30
history	1795616636207	31
engines	1795616636207	31
bugs	1795622456207	32
philosophy	1795628276207	33
ai	1795628276207	33
space	1795634096207	34
software	1795634096207	34
git	1795639916207	35
review	1795639916207	35
types	1795645736207	36
design	1795645736207	36
history	1795657376207	38
testing	1795663196207	39
databases	1795669016207	40
performance	1795669016207	40
engines	1795674836207	41
history	1795674836207	41
bugs	1795680656207	42
ai	1795686476207	43
philosophy	1795686476207	43
space	1795692296207	44
software	1795692296207	44
git	1795698116207	45
review	1795698116207	45
types	1795703936207	46
design	1795703936207	46
history	1795715576207	48
testing	1795721396207	49
databases	1795727216207	50
performance	1795727216207	50
history	1795733036207	51
engines	1795733036207	51
bugs	1795738856207	52
philosophy	1795744676207	53
ai	1795744676207	53
software	1795750496207	54
space	1795750496207	54
git	1795756316207	55
review	1795756316207	55
types	1795762136207	56
design	1795762136207	56
history	1795773776207	58
testing	1795779596207	59
databases	1795785416207	60
performance	1795785416207	60
Äpfel	1795000000000	61
\.


--
-- Data for Name: posts; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.posts (id, author_id, title, body, tags, created_at, updated_at, publish_key) FROM stdin;
1	1	Notes on a new engine (1)	Ada Lovelace writes about notes on a new engine. Post 1 of 60.	["history","engines"]	1795442036207	1795442036207	\N
2	2	Debugging, literally (1)	Grace Hopper writes about debugging, literally. Post 2 of 60.	["bugs"]	1795447856207	1795447856207	\N
3	3	A question about machines (1)	Alan Turing writes about a question about machines. Post 3 of 60.	["ai","philosophy"]	1795453676207	1795453676207	\N
4	4	Priority displays saved the landing (1)	Margaret Hamilton writes about priority displays saved the landing. Post 4 of 60.	["space","software"]	1795459496207	1795459496207	\N
5	5	Why small patches win (1)	Linus Torvalds writes about why small patches win. Post 5 of 60.	["git","review"]	1795465316207	1795465316207	\N
6	6	Abstraction is a promise (1)	Barbara Liskov writes about abstraction is a promise. Post 6 of 60.	["types","design"]	1795471136207	1795471136207	\N
7	1	Lunch-time thoughts on loops (1)	Ada Lovelace writes about lunch-time thoughts on loops. Post 7 of 60.	[]	1795476956207	1795476956207	\N
8	2	Reading old manuals (1)	Grace Hopper writes about reading old manuals. Post 8 of 60.	["history"]	1795482776207	1795482776207	\N
9	3	Testing the untestable (1)	Alan Turing writes about testing the untestable. Post 9 of 60.	["testing"]	1795488596207	1795488596207	\N
10	4	Keyset paging in one paragraph (1)	Margaret Hamilton writes about keyset paging in one paragraph. Post 10 of 60.	["databases","performance"]	1795494416207	1795494416207	\N
11	5	Notes on a new engine (2)	Linus Torvalds writes about notes on a new engine. Post 11 of 60.	["history","engines"]	1795500236207	1795500236207	\N
12	6	Debugging, literally (2)	Barbara Liskov writes about debugging, literally. Post 12 of 60.	["bugs"]	1795506056207	1795506056207	\N
13	1	A question about machines (2)	Ada Lovelace writes about a question about machines. Post 13 of 60.	["ai","philosophy"]	1795511876207	1795511876207	\N
14	2	Priority displays saved the landing (2)	Grace Hopper writes about priority displays saved the landing. Post 14 of 60.	["space","software"]	1795517696207	1795517696207	\N
15	3	Why small patches win (2)	Alan Turing writes about why small patches win. Post 15 of 60.	["git","review"]	1795523516207	1795523516207	\N
16	4	Abstraction is a promise (2)	Margaret Hamilton writes about abstraction is a promise. Post 16 of 60.	["types","design"]	1795529336207	1795529336207	\N
17	5	Lunch-time thoughts on loops (2)	Linus Torvalds writes about lunch-time thoughts on loops. Post 17 of 60.	[]	1795535156207	1795535156207	\N
18	6	Reading old manuals (2)	Barbara Liskov writes about reading old manuals. Post 18 of 60.	["history"]	1795540976207	1795540976207	\N
19	1	Testing the untestable (2)	Ada Lovelace writes about testing the untestable. Post 19 of 60.	["testing"]	1795546796207	1795546796207	\N
20	2	Keyset paging in one paragraph (2)	Grace Hopper writes about keyset paging in one paragraph. Post 20 of 60.	["databases","performance"]	1795552616207	1795552616207	\N
21	3	Notes on a new engine (3)	Alan Turing writes about notes on a new engine. Post 21 of 60.	["history","engines"]	1795558436207	1795558436207	\N
22	4	Debugging, literally (3)	Margaret Hamilton writes about debugging, literally. Post 22 of 60.	["bugs"]	1795564256207	1795564256207	\N
23	5	A question about machines (3)	Linus Torvalds writes about a question about machines. Post 23 of 60.	["ai","philosophy"]	1795570076207	1795570076207	\N
24	6	Priority displays saved the landing (3)	Barbara Liskov writes about priority displays saved the landing. Post 24 of 60.	["space","software"]	1795575896207	1795575896207	\N
25	1	Why small patches win (3)	Ada Lovelace writes about why small patches win. Post 25 of 60.	["git","review"]	1795581716207	1795581716207	\N
26	2	Abstraction is a promise (3)	Grace Hopper writes about abstraction is a promise. Post 26 of 60.	["types","design"]	1795587536207	1795587536207	\N
27	3	Lunch-time thoughts on loops (3)	Alan Turing writes about lunch-time thoughts on loops. Post 27 of 60.	[]	1795593356207	1795593356207	\N
28	4	Reading old manuals (3)	Margaret Hamilton writes about reading old manuals. Post 28 of 60.	["history"]	1795599176207	1795599176207	\N
29	5	Testing the untestable (3)	Linus Torvalds writes about testing the untestable. Post 29 of 60.	["testing"]	1795604996207	1795604996207	\N
30	6	Keyset paging in one paragraph (3)	Barbara Liskov writes about keyset paging in one paragraph. Post 30 of 60.	["databases","performance"]	1795610816207	1795610816207	\N
31	1	Notes on a new engine (4)	Ada Lovelace writes about notes on a new engine. Post 31 of 60.	["history","engines"]	1795616636207	1795616636207	\N
32	2	Debugging, literally (4)	Grace Hopper writes about debugging, literally. Post 32 of 60.	["bugs"]	1795622456207	1795622456207	\N
33	3	A question about machines (4)	Alan Turing writes about a question about machines. Post 33 of 60.	["ai","philosophy"]	1795628276207	1795628276207	\N
34	4	Priority displays saved the landing (4)	Margaret Hamilton writes about priority displays saved the landing. Post 34 of 60.	["space","software"]	1795634096207	1795634096207	\N
35	5	Why small patches win (4)	Linus Torvalds writes about why small patches win. Post 35 of 60.	["git","review"]	1795639916207	1795639916207	\N
36	6	Abstraction is a promise (4)	Barbara Liskov writes about abstraction is a promise. Post 36 of 60.	["types","design"]	1795645736207	1795645736207	\N
37	1	Lunch-time thoughts on loops (4)	Ada Lovelace writes about lunch-time thoughts on loops. Post 37 of 60.	[]	1795651556207	1795651556207	\N
38	2	Reading old manuals (4)	Grace Hopper writes about reading old manuals. Post 38 of 60.	["history"]	1795657376207	1795657376207	\N
39	3	Testing the untestable (4)	Alan Turing writes about testing the untestable. Post 39 of 60.	["testing"]	1795663196207	1795663196207	\N
40	4	Keyset paging in one paragraph (4)	Margaret Hamilton writes about keyset paging in one paragraph. Post 40 of 60.	["databases","performance"]	1795669016207	1795669016207	\N
41	5	Notes on a new engine (5)	Linus Torvalds writes about notes on a new engine. Post 41 of 60.	["history","engines"]	1795674836207	1795674836207	\N
42	6	Debugging, literally (5)	Barbara Liskov writes about debugging, literally. Post 42 of 60.	["bugs"]	1795680656207	1795680656207	\N
43	1	A question about machines (5)	Ada Lovelace writes about a question about machines. Post 43 of 60.	["ai","philosophy"]	1795686476207	1795686476207	\N
44	2	Priority displays saved the landing (5)	Grace Hopper writes about priority displays saved the landing. Post 44 of 60.	["space","software"]	1795692296207	1795692296207	\N
45	3	Why small patches win (5)	Alan Turing writes about why small patches win. Post 45 of 60.	["git","review"]	1795698116207	1795698116207	\N
46	4	Abstraction is a promise (5)	Margaret Hamilton writes about abstraction is a promise. Post 46 of 60.	["types","design"]	1795703936207	1795703936207	\N
47	5	Lunch-time thoughts on loops (5)	Linus Torvalds writes about lunch-time thoughts on loops. Post 47 of 60.	[]	1795709756207	1795709756207	\N
48	6	Reading old manuals (5)	Barbara Liskov writes about reading old manuals. Post 48 of 60.	["history"]	1795715576207	1795715576207	\N
49	1	Testing the untestable (5)	Ada Lovelace writes about testing the untestable. Post 49 of 60.	["testing"]	1795721396207	1795721396207	\N
50	2	Keyset paging in one paragraph (5)	Grace Hopper writes about keyset paging in one paragraph. Post 50 of 60.	["databases","performance"]	1795727216207	1795727216207	\N
51	3	Notes on a new engine (6)	Alan Turing writes about notes on a new engine. Post 51 of 60.	["history","engines"]	1795733036207	1795733036207	\N
52	4	Debugging, literally (6)	Margaret Hamilton writes about debugging, literally. Post 52 of 60.	["bugs"]	1795738856207	1795738856207	\N
53	5	A question about machines (6)	Linus Torvalds writes about a question about machines. Post 53 of 60.	["ai","philosophy"]	1795744676207	1795744676207	\N
54	6	Priority displays saved the landing (6)	Barbara Liskov writes about priority displays saved the landing. Post 54 of 60.	["space","software"]	1795750496207	1795750496207	\N
55	1	Why small patches win (6)	Ada Lovelace writes about why small patches win. Post 55 of 60.	["git","review"]	1795756316207	1795756316207	\N
56	2	Abstraction is a promise (6)	Grace Hopper writes about abstraction is a promise. Post 56 of 60.	["types","design"]	1795762136207	1795762136207	\N
57	3	Lunch-time thoughts on loops (6)	Alan Turing writes about lunch-time thoughts on loops. Post 57 of 60.	[]	1795767956207	1795767956207	\N
58	4	Reading old manuals (6)	Margaret Hamilton writes about reading old manuals. Post 58 of 60.	["history"]	1795773776207	1795773776207	\N
59	5	Testing the untestable (6)	Linus Torvalds writes about testing the untestable. Post 59 of 60.	["testing"]	1795779596207	1795779596207	\N
60	6	Keyset paging in one paragraph (6)	Barbara Liskov writes about keyset paging in one paragraph. Post 60 of 60.	["databases","performance"]	1795785416207	1795785416207	\N
61	7	ไทย and हिन्दी	日本語 ｶﾀｶﾅ 👩🏽‍💻	["Äpfel"]	1795000000000	1795000000000	\N
\.


--
-- Name: change_log_seq_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.change_log_seq_seq', 119, true);


--
-- Name: like_counts_slot_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.like_counts_slot_seq', 48, true);


--
-- Name: people_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.people_id_seq', 7, true);


--
-- Name: posts_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.posts_id_seq', 61, true);


--
-- Name: change_log change_log_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.change_log
    ADD CONSTRAINT change_log_pkey PRIMARY KEY (seq);


--
-- Name: departed_logins departed_logins_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.departed_logins
    ADD CONSTRAINT departed_logins_pkey PRIMARY KEY (login);


--
-- Name: flags flags_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.flags
    ADD CONSTRAINT flags_pkey PRIMARY KEY (name);


--
-- Name: like_counts like_counts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.like_counts
    ADD CONSTRAINT like_counts_pkey PRIMARY KEY (post_id, slot);


--
-- Name: likes likes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.likes
    ADD CONSTRAINT likes_pkey PRIMARY KEY (post_id, person_id);


--
-- Name: meta meta_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.meta
    ADD CONSTRAINT meta_pkey PRIMARY KEY (key);


--
-- Name: mosaic_migrations mosaic_migrations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mosaic_migrations
    ADD CONSTRAINT mosaic_migrations_pkey PRIMARY KEY (version);


--
-- Name: people people_bio_rules; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.people
    ADD CONSTRAINT people_bio_rules CHECK (public.mosaic_text_fits(bio, 160, false, false)) NOT VALID;


--
-- Name: people people_display_name_rules; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.people
    ADD CONSTRAINT people_display_name_rules CHECK (public.mosaic_text_fits(display_name, 60, false, true)) NOT VALID;


--
-- Name: people people_handle_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.people
    ADD CONSTRAINT people_handle_key UNIQUE (handle);


--
-- Name: people people_handle_rules; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.people
    ADD CONSTRAINT people_handle_rules CHECK (public.mosaic_handle_fits(handle)) NOT VALID;


--
-- Name: people people_login_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.people
    ADD CONSTRAINT people_login_key UNIQUE (login);


--
-- Name: people people_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.people
    ADD CONSTRAINT people_pkey PRIMARY KEY (id);


--
-- Name: post_tags post_tags_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.post_tags
    ADD CONSTRAINT post_tags_pkey PRIMARY KEY (tag, created_at, post_id);


--
-- Name: posts posts_body_rules; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.posts
    ADD CONSTRAINT posts_body_rules CHECK (public.mosaic_text_fits(body, 4000, true, false)) NOT VALID;


--
-- Name: posts posts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.posts
    ADD CONSTRAINT posts_pkey PRIMARY KEY (id);


--
-- Name: posts posts_tags_rules; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.posts
    ADD CONSTRAINT posts_tags_rules CHECK (public.mosaic_tags_fit(tags)) NOT VALID;


--
-- Name: posts posts_title_rules; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.posts
    ADD CONSTRAINT posts_title_rules CHECK (public.mosaic_text_fits(title, 120, false, true)) NOT VALID;


--
-- Name: likes_by_person; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX likes_by_person ON public.likes USING btree (person_id, post_id);


--
-- Name: post_tags_by_post; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX post_tags_by_post ON public.post_tags USING btree (post_id);


--
-- Name: posts_by_author_time; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX posts_by_author_time ON public.posts USING btree (author_id, created_at DESC, id DESC);


--
-- Name: posts_by_publish_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX posts_by_publish_key ON public.posts USING btree (publish_key);


--
-- Name: posts_by_time; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX posts_by_time ON public.posts USING btree (created_at DESC, id DESC);


--
-- Name: flags flags_log_changes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER flags_log_changes AFTER INSERT OR DELETE OR UPDATE ON public.flags FOR EACH STATEMENT EXECUTE FUNCTION public.mosaic_log_changes();


--
-- Name: likes likes_count_deletes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER likes_count_deletes AFTER DELETE ON public.likes REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION public.mosaic_count_likes();


--
-- Name: likes likes_count_inserts; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER likes_count_inserts AFTER INSERT ON public.likes REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION public.mosaic_count_likes();


--
-- Name: people people_log_deletes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER people_log_deletes AFTER DELETE ON public.people REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION public.mosaic_log_changes();


--
-- Name: people people_log_inserts; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER people_log_inserts AFTER INSERT ON public.people REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.mosaic_log_changes();


--
-- Name: people people_log_updates; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER people_log_updates AFTER UPDATE ON public.people REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.mosaic_log_changes();


--
-- Name: posts posts_forget_likes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER posts_forget_likes AFTER DELETE ON public.posts REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION public.mosaic_forget_likes();


--
-- Name: posts posts_index_tags; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER posts_index_tags AFTER INSERT ON public.posts FOR EACH ROW EXECUTE FUNCTION public.mosaic_index_post_tags();


--
-- Name: posts posts_log_deletes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER posts_log_deletes AFTER DELETE ON public.posts REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION public.mosaic_log_changes();


--
-- Name: posts posts_log_inserts; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER posts_log_inserts AFTER INSERT ON public.posts REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.mosaic_log_changes();


--
-- Name: posts posts_log_updates; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER posts_log_updates AFTER UPDATE ON public.posts REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.mosaic_log_changes();


--
-- Name: posts posts_reindex_tags; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER posts_reindex_tags AFTER UPDATE OF tags, created_at ON public.posts FOR EACH ROW EXECUTE FUNCTION public.mosaic_index_post_tags();


--
-- Name: likes likes_person_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.likes
    ADD CONSTRAINT likes_person_id_fkey FOREIGN KEY (person_id) REFERENCES public.people(id) ON DELETE CASCADE;


--
-- Name: post_tags post_tags_post_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.post_tags
    ADD CONSTRAINT post_tags_post_id_fkey FOREIGN KEY (post_id) REFERENCES public.posts(id) ON DELETE CASCADE;


--
-- Name: posts posts_author_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.posts
    ADD CONSTRAINT posts_author_id_fkey FOREIGN KEY (author_id) REFERENCES public.people(id) ON DELETE CASCADE;


--
-- Name: change_log; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.change_log ENABLE ROW LEVEL SECURITY;

--
-- Name: change_log change_log_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY change_log_read ON public.change_log FOR SELECT USING (true);


--
-- Name: departed_logins; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.departed_logins ENABLE ROW LEVEL SECURITY;

--
-- Name: flags; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.flags ENABLE ROW LEVEL SECURITY;

--
-- Name: flags flags_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY flags_read ON public.flags FOR SELECT USING (true);


--
-- Name: like_counts; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.like_counts ENABLE ROW LEVEL SECURITY;

--
-- Name: like_counts like_counts_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY like_counts_read ON public.like_counts FOR SELECT USING (true);


--
-- Name: likes; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.likes ENABLE ROW LEVEL SECURITY;

--
-- Name: likes likes_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY likes_read ON public.likes FOR SELECT USING (true);


--
-- Name: meta; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.meta ENABLE ROW LEVEL SECURITY;

--
-- Name: meta meta_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY meta_read ON public.meta FOR SELECT USING (true);


--
-- Name: people; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.people ENABLE ROW LEVEL SECURITY;

--
-- Name: people people_edit_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY people_edit_own ON public.people FOR UPDATE USING ((login = CURRENT_USER)) WITH CHECK ((login = CURRENT_USER));


--
-- Name: people people_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY people_read ON public.people FOR SELECT USING (true);


--
-- Name: post_tags; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.post_tags ENABLE ROW LEVEL SECURITY;

--
-- Name: post_tags post_tags_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY post_tags_read ON public.post_tags FOR SELECT USING (true);


--
-- Name: posts; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.posts ENABLE ROW LEVEL SECURITY;

--
-- Name: posts posts_delete_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY posts_delete_own ON public.posts FOR DELETE USING ((author_id = public.mosaic_me()));


--
-- Name: posts posts_edit_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY posts_edit_own ON public.posts FOR UPDATE USING ((author_id = public.mosaic_me())) WITH CHECK ((author_id = public.mosaic_me()));


--
-- Name: posts posts_insert_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY posts_insert_own ON public.posts FOR INSERT WITH CHECK ((author_id = public.mosaic_me()));


--
-- Name: posts posts_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY posts_read ON public.posts FOR SELECT USING (true);


--
-- PostgreSQL database dump complete
--


