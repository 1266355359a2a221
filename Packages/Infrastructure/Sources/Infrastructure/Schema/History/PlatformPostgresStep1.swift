extension PlatformPostgres {
    static let step1 = PostgresMigration(
        version: 1, summary: "people, meta, the change log, the team's identity", isBaseline: true,
        statements: [
            #"""
            CREATE TABLE {schema}.people (
                id bigserial PRIMARY KEY, handle text NOT NULL UNIQUE, display_name text NOT NULL,
                created_at bigint NOT NULL, login text UNIQUE)
            """#,
            #"""
            CREATE TABLE {schema}.meta (key text PRIMARY KEY, value text NOT NULL)
            """#,
            #"""
            CREATE TABLE {schema}.departed_logins (login text PRIMARY KEY, left_at bigint NOT NULL)
            """#,
            #"""
            CREATE TABLE {schema}.change_log (
                seq bigserial PRIMARY KEY, kind text NOT NULL, subject bigint, author bigint, at bigint NOT NULL)
            """#,
            #"""
            ALTER TABLE {schema}.people ENABLE ROW LEVEL SECURITY
            """#,
            #"""
            CREATE POLICY people_read ON {schema}.people FOR SELECT USING (true)
            """#,
            #"""
            CREATE POLICY people_edit_own ON {schema}.people FOR UPDATE
            USING (login = current_user) WITH CHECK (login = current_user)
            """#,
            #"""
            ALTER TABLE {schema}.meta ENABLE ROW LEVEL SECURITY
            """#,
            #"""
            CREATE POLICY meta_read ON {schema}.meta FOR SELECT USING (true)
            """#,
            #"""
            ALTER TABLE {schema}.departed_logins ENABLE ROW LEVEL SECURITY
            """#,
            #"""
            ALTER TABLE {schema}.change_log ENABLE ROW LEVEL SECURITY
            """#,
            #"""
            CREATE POLICY change_log_read ON {schema}.change_log FOR SELECT USING (true)
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_characters(t text) RETURNS integer
            LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE SET search_path = pg_catalog, pg_temp
            AS $$ SELECT pg_catalog.char_length(pg_catalog.regexp_replace(
                    pg_catalog.regexp_replace(t, E'[\\u200D\\u094D\\u09CD\\u0ACD\\u0B4D\\u0C4D\\u0D4D]+.|[\\u1100-\\u115F\\uA960-\\uA97F](?=[\\u1100-\\u115F\\uA960-\\uA97F\\uAC00-\\uD7A3])', '', 'g'), E'[\\u0300-\\u036F\\u0483-\\u0489\\u0591-\\u05BD\\u05BF\\u05C1-\\u05C2\\u05C4-\\u05C5\\u05C7\\u0600-\\u0605\\u0610-\\u061A\\u064B-\\u065F\\u0670\\u06D6-\\u06DD\\u06DF-\\u06E4\\u06E7-\\u06E8\\u06EA-\\u06ED\\u070F\\u0711\\u0730-\\u074A\\u07A6-\\u07B0\\u07EB-\\u07F3\\u07FD\\u0816-\\u0819\\u081B-\\u0823\\u0825-\\u0827\\u0829-\\u082D\\u0859-\\u085B\\u0890-\\u0891\\u0898-\\u089F\\u08CA-\\u0903\\u093A-\\u093C\\u093E-\\u094F\\u0951-\\u0957\\u0962-\\u0963\\u0981-\\u0983\\u09BC\\u09BE-\\u09C4\\u09C7-\\u09C8\\u09CB-\\u09CD\\u09D7\\u09E2-\\u09E3\\u09FE\\u0A01-\\u0A03\\u0A3C\\u0A3E-\\u0A42\\u0A47-\\u0A48\\u0A4B-\\u0A4D\\u0A51\\u0A70-\\u0A71\\u0A75\\u0A81-\\u0A83\\u0ABC\\u0ABE-\\u0AC5\\u0AC7-\\u0AC9\\u0ACB-\\u0ACD\\u0AE2-\\u0AE3\\u0AFA-\\u0AFF\\u0B01-\\u0B03\\u0B3C\\u0B3E-\\u0B44\\u0B47-\\u0B48\\u0B4B-\\u0B4D\\u0B55-\\u0B57\\u0B62-\\u0B63\\u0B82\\u0BBE-\\u0BC2\\u0BC6-\\u0BC8\\u0BCA-\\u0BCD\\u0BD7\\u0C00-\\u0C04\\u0C3C\\u0C3E-\\u0C44\\u0C46-\\u0C48\\u0C4A-\\u0C4D\\u0C55-\\u0C56\\u0C62-\\u0C63\\u0C81-\\u0C83\\u0CBC\\u0CBE-\\u0CC4\\u0CC6-\\u0CC8\\u0CCA-\\u0CCD\\u0CD5-\\u0CD6\\u0CE2-\\u0CE3\\u0D00-\\u0D03\\u0D3B-\\u0D3C\\u0D3E-\\u0D44\\u0D46-\\u0D48\\u0D4A-\\u0D4D\\u0D57\\u0D62-\\u0D63\\u0D81-\\u0D83\\u0DCA\\u0DCF-\\u0DD4\\u0DD6\\u0DD8-\\u0DDF\\u0DF2-\\u0DF3\\u0E31\\u0E33-\\u0E3A\\u0E47-\\u0E4E\\u0EB1\\u0EB3-\\u0EBC\\u0EC8-\\u0ECD\\u0F18-\\u0F19\\u0F35\\u0F37\\u0F39\\u0F3E-\\u0F3F\\u0F71-\\u0F84\\u0F86-\\u0F87\\u0F8D-\\u0F97\\u0F99-\\u0FBC\\u0FC6\\u102B-\\u103E\\u1056-\\u1059\\u105E-\\u1060\\u1062-\\u1064\\u1067-\\u106D\\u1071-\\u1074\\u1082-\\u108D\\u108F\\u109A-\\u109D\\u1160-\\u11FF\\u135D-\\u135F\\u1712-\\u1715\\u1732-\\u1734\\u1752-\\u1753\\u1772-\\u1773\\u17B4-\\u17D3\\u17DD\\u180B-\\u180D\\u180F\\u1885-\\u1886\\u18A9\\u1920-\\u192B\\u1930-\\u193B\\u1A17-\\u1A1B\\u1A55-\\u1A5E\\u1A60-\\u1A7C\\u1A7F\\u1AB0-\\u1ACE\\u1B00-\\u1B04\\u1B34-\\u1B44\\u1B6B-\\u1B73\\u1B80-\\u1B82\\u1BA1-\\u1BAD\\u1BE6-\\u1BF3\\u1C24-\\u1C37\\u1CD0-\\u1CD2\\u1CD4-\\u1CE8\\u1CED\\u1CF4\\u1CF7-\\u1CF9\\u1DC0-\\u1DFF\\u200C-\\u200D\\u20D0-\\u20F0\\u2CEF-\\u2CF1\\u2D7F\\u2DE0-\\u2DFF\\u302A-\\u302F\\u3099-\\u309A\\uA66F-\\uA672\\uA674-\\uA67D\\uA69E-\\uA69F\\uA6F0-\\uA6F1\\uA802\\uA806\\uA80B\\uA823-\\uA827\\uA82C\\uA880-\\uA881\\uA8B4-\\uA8C5\\uA8E0-\\uA8F1\\uA8FF\\uA926-\\uA92D\\uA947-\\uA953\\uA980-\\uA983\\uA9B3-\\uA9C0\\uA9E5\\uAA29-\\uAA36\\uAA43\\uAA4C-\\uAA4D\\uAA7B-\\uAA7D\\uAAB0\\uAAB2-\\uAAB4\\uAAB7-\\uAAB8\\uAABE-\\uAABF\\uAAC1\\uAAEB-\\uAAEF\\uAAF5-\\uAAF6\\uABE3-\\uABEA\\uABEC-\\uABED\\uD7B0-\\uD7FF\\uFB1E\\uFE00-\\uFE0F\\uFE20-\\uFE2F\\uFF9E-\\uFF9F\\U000101FD\\U000102E0\\U00010376-\\U0001037A\\U00010A01-\\U00010A03\\U00010A05-\\U00010A06\\U00010A0C-\\U00010A0F\\U00010A38-\\U00010A3A\\U00010A3F\\U00010AE5-\\U00010AE6\\U00010D24-\\U00010D27\\U00010EAB-\\U00010EAC\\U00010F46-\\U00010F50\\U00010F82-\\U00010F85\\U00011000-\\U00011002\\U00011038-\\U00011046\\U00011070\\U00011073-\\U00011074\\U0001107F-\\U00011082\\U000110B0-\\U000110BA\\U000110BD\\U000110C2\\U000110CD\\U00011100-\\U00011102\\U00011127-\\U00011134\\U00011145-\\U00011146\\U00011173\\U00011180-\\U00011182\\U000111B3-\\U000111C0\\U000111C2-\\U000111C3\\U000111C9-\\U000111CC\\U000111CE-\\U000111CF\\U0001122C-\\U00011237\\U0001123E\\U000112DF-\\U000112EA\\U00011300-\\U00011303\\U0001133B-\\U0001133C\\U0001133E-\\U00011344\\U00011347-\\U00011348\\U0001134B-\\U0001134D\\U00011357\\U00011362-\\U00011363\\U00011366-\\U0001136C\\U00011370-\\U00011374\\U00011435-\\U00011446\\U0001145E\\U000114B0-\\U000114C3\\U000115AF-\\U000115B5\\U000115B8-\\U000115C0\\U000115DC-\\U000115DD\\U00011630-\\U00011640\\U000116AB-\\U000116B7\\U0001171D-\\U0001172B\\U0001182C-\\U0001183A\\U00011930-\\U00011935\\U00011937-\\U00011938\\U0001193B-\\U00011943\\U000119D1-\\U000119D7\\U000119DA-\\U000119E0\\U000119E4\\U00011A01-\\U00011A0A\\U00011A33-\\U00011A3E\\U00011A47\\U00011A51-\\U00011A5B\\U00011A84-\\U00011A99\\U00011C2F-\\U00011C36\\U00011C38-\\U00011C3F\\U00011C92-\\U00011CA7\\U00011CA9-\\U00011CB6\\U00011D31-\\U00011D36\\U00011D3A\\U00011D3C-\\U00011D3D\\U00011D3F-\\U00011D47\\U00011D8A-\\U00011D8E\\U00011D90-\\U00011D91\\U00011D93-\\U00011D97\\U00011EF3-\\U00011EF6\\U00016AF0-\\U00016AF4\\U00016B30-\\U00016B36\\U00016F4F\\U00016F51-\\U00016F87\\U00016F8F-\\U00016F92\\U00016FE4\\U00016FF0-\\U00016FF1\\U0001BC9D-\\U0001BC9E\\U0001CF00-\\U0001CF2D\\U0001CF30-\\U0001CF46\\U0001D165-\\U0001D169\\U0001D16D-\\U0001D172\\U0001D17B-\\U0001D182\\U0001D185-\\U0001D18B\\U0001D1AA-\\U0001D1AD\\U0001D242-\\U0001D244\\U0001DA00-\\U0001DA36\\U0001DA3B-\\U0001DA6C\\U0001DA75\\U0001DA84\\U0001DA9B-\\U0001DA9F\\U0001DAA1-\\U0001DAAF\\U0001E000-\\U0001E006\\U0001E008-\\U0001E018\\U0001E01B-\\U0001E021\\U0001E023-\\U0001E024\\U0001E026-\\U0001E02A\\U0001E130-\\U0001E136\\U0001E2AE\\U0001E2EC-\\U0001E2EF\\U0001E8D0-\\U0001E8D6\\U0001E944-\\U0001E94A\\U0001F3FB-\\U0001F3FF\\U000E0020-\\U000E007F\\U000E0100-\\U000E01EF]', '', 'g'))
                - pg_catalog.char_length(pg_catalog.regexp_replace(t, E'[^\\U0001F1E6-\\U0001F1FF]', '', 'g')) / 2 $$
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_text_fits(t text, most integer, breaks boolean)
            RETURNS boolean LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE SET search_path = pg_catalog, pg_temp
            AS $$ SELECT CASE
                WHEN pg_catalog.char_length(t) > most * 10 THEN false
                WHEN breaks AND t ~ E'[\\u0001-\\u0008\\u000B-\\u001F\\u007F-\\u009F\\u2028-\\u2029\\u202A-\\u202E\\u2066-\\u2069]' THEN false
                WHEN NOT breaks AND t ~ E'[\\u0001-\\u001F\\u007F-\\u009F\\u2028-\\u2029\\u202A-\\u202E\\u2066-\\u2069]' THEN false
                ELSE {schema}.mosaic_characters(t) <= most END $$
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_now_ms() RETURNS bigint LANGUAGE sql STABLE SET search_path = pg_catalog, pg_temp
            AS $$ SELECT (pg_catalog.date_part('epoch', pg_catalog.now()) * 1000)::bigint $$
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_caller() RETURNS text LANGUAGE sql STABLE SET search_path = pg_catalog, pg_temp
            AS $$ SELECT CASE WHEN pg_catalog.current_setting('role') = 'none' THEN session_user::text
                ELSE pg_catalog.current_setting('role') END $$
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_me() RETURNS bigint LANGUAGE sql STABLE SET search_path = pg_catalog, pg_temp
            AS $$ SELECT p.id FROM {schema}.people p WHERE p.login = current_user::text $$
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_caller_id() RETURNS bigint LANGUAGE plpgsql STABLE
            SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
            DECLARE
                who text := {schema}.mosaic_caller();
                me bigint;
            BEGIN
                SELECT p.id INTO me FROM {schema}.people p WHERE p.login = who;
                IF me IS NULL THEN
                    RAISE EXCEPTION 'no person is tied to the login %', who USING ERRCODE = '42501';
                END IF;
                RETURN me;
            END $$
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_text_fits(t text, most integer, breaks boolean, required boolean)
            RETURNS boolean LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE SET search_path = pg_catalog, pg_temp
            AS $$ SELECT {schema}.mosaic_text_fits(t, most, breaks) AND (NOT required OR t ~ '[^[:space:]]') $$
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_handle_fits(handle text) RETURNS boolean
            LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE SET search_path = pg_catalog, pg_temp
            AS $$ SELECT handle ~ '^[a-z0-9_]{1,30}$' $$
            """#,
            #"""
            ALTER TABLE {schema}.people ADD CONSTRAINT people_handle_rules
            CHECK ({schema}.mosaic_handle_fits(handle)) NOT VALID
            """#,
            #"""
            ALTER TABLE {schema}.people ADD CONSTRAINT people_display_name_rules
            CHECK ({schema}.mosaic_text_fits(display_name, 60, false, true)) NOT VALID
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_delete_my_account() RETURNS void LANGUAGE plpgsql
            SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
            DECLARE
                who text := {schema}.mosaic_caller();
            BEGIN
                DELETE FROM {schema}.people WHERE login = who;
                IF NOT FOUND THEN
                    RAISE EXCEPTION 'no person is tied to the login %', who USING ERRCODE = '42501';
                END IF;
                INSERT INTO {schema}.departed_logins (login, left_at)
                VALUES (who, {schema}.mosaic_now_ms())
                ON CONFLICT (login) DO NOTHING;
                EXECUTE pg_catalog.format('ALTER ROLE %I NOLOGIN', who);
            END $$
            """#,
        ])
}
