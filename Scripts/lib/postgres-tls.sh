# shellcheck shell=bash
# A second throwaway PostgreSQL on loopback that accepts ONLY TLS connections with SCRAM
# passwords, for the team-database tests (logins, row-level security, password and TLS
# errors). Sourced by Scripts/test beside lib/postgres.sh.
#
#   mosaic_pg_tls_start   self-signed certificate (openssl req -x509) for localhost and
#                         127.0.0.1, initdb with a superuser `mosaic_owner` and a random password,
#                         pg_hba.conf with `hostssl ... scram-sha-256` lines only, start on a free
#                         port; exports MOSAIC_TEST_POSTGRES_TLS_URL (the owner, no password,
#                         sslmode=verify-full, sslrootcert=the certificate),
#                         MOSAIC_TEST_POSTGRES_TLS_PASSWORD (the owner's password) and sets
#                         MOSAIC_PG_TLS_STATUS to "running" or "skipped: <reason>". Never fails
#                         the caller.
#   mosaic_pg_tls_stop    stops the server and removes its directory.

MOSAIC_PG_TLS_STATUS=${MOSAIC_PG_TLS_STATUS:-"skipped: not started"}
MOSAIC_PG_TLS_DIR=""

if ! declare -F _mosaic_pg_find_bin >/dev/null; then
    # shellcheck source=postgres.sh
    source "$(dirname "${BASH_SOURCE[0]}")/postgres.sh"
fi

mosaic_pg_tls_start() {
    local bin port password dir
    bin=$(_mosaic_pg_find_bin)
    if [ -z "$bin" ]; then
        MOSAIC_PG_TLS_STATUS="skipped: PostgreSQL binaries (initdb, pg_ctl) not found"
        return 0
    fi
    if ! command -v openssl >/dev/null 2>&1; then
        MOSAIC_PG_TLS_STATUS="skipped: openssl not found (it makes the test certificate)"
        return 0
    fi
    if [ "$(id -u)" -eq 0 ] && ! id postgres >/dev/null 2>&1; then
        MOSAIC_PG_TLS_STATUS="skipped: running as root and there is no postgres system user"
        return 0
    fi
    dir=$(mktemp -d "$(mosaic_scratch_parent)/mosaic-pg-tls.XXXXXX") || {
        MOSAIC_PG_TLS_STATUS="skipped: cannot create a temporary directory"
        return 0
    }
    MOSAIC_PG_TLS_DIR=$dir
    chmod 755 "$dir"
    port=$(_mosaic_pg_free_port)
    password=$(openssl rand -hex 16)
    if ! openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=localhost" \
        -addext "subjectAltName=DNS:localhost,IP:127.0.0.1" \
        -keyout "$dir/server.key" -out "$dir/server.crt" >"$dir/openssl.log" 2>&1; then
        MOSAIC_PG_TLS_STATUS="skipped: openssl could not make a certificate (see $dir/openssl.log)"
        return 0
    fi
    chmod 600 "$dir/server.key"
    chmod 644 "$dir/server.crt"
    printf '%s\n' "$password" >"$dir/pwfile"
    chmod 600 "$dir/pwfile"
    if [ "$(id -u)" -eq 0 ]; then
        chown postgres "$dir" "$dir/server.key" "$dir/pwfile"
    fi
    if ! _mosaic_pg_as_owner "$bin/initdb" -D "$dir/data" -U mosaic_owner --auth=scram-sha-256 \
        --pwfile="$dir/pwfile" --no-sync -E UTF8 >"$dir/initdb.log" 2>&1; then
        MOSAIC_PG_TLS_STATUS="skipped: initdb failed (see $dir/initdb.log)"
        return 0
    fi
    rm -f "$dir/pwfile"
    # Only encrypted TCP with SCRAM: a plain-text connection finds no matching line and is
    # refused, as a hosted PostgreSQL that requires SSL refuses it.
    cat >"$dir/pg_hba.conf" <<'HBA'
local   all all              scram-sha-256
hostssl all all 127.0.0.1/32 scram-sha-256
hostssl all all ::1/128      scram-sha-256
HBA
    [ "$(id -u)" -eq 0 ] && chown postgres "$dir/pg_hba.conf"
    if ! _mosaic_pg_as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" \
        -o "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c max_connections=200 -c ssl=on \
-c ssl_cert_file=$dir/server.crt -c ssl_key_file=$dir/server.key -c hba_file=$dir/pg_hba.conf \
-c password_encryption=scram-sha-256" -w -t 30 start >/dev/null 2>&1; then
        MOSAIC_PG_TLS_STATUS="skipped: the TLS server did not start (see $dir/server.log)"
        return 0
    fi
    export MOSAIC_TEST_POSTGRES_TLS_URL="postgres://mosaic_owner@127.0.0.1:$port/postgres?sslmode=verify-full&sslrootcert=$dir/server.crt"
    export MOSAIC_TEST_POSTGRES_TLS_PASSWORD="$password"
    MOSAIC_PG_TLS_STATUS="running"
    return 0
}

mosaic_pg_tls_stop() {
    local bin
    bin=$(_mosaic_pg_find_bin)
    if [ -n "$MOSAIC_PG_TLS_DIR" ] && [ -d "$MOSAIC_PG_TLS_DIR/data" ] && [ -n "$bin" ]; then
        _mosaic_pg_as_owner "$bin/pg_ctl" -D "$MOSAIC_PG_TLS_DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
    fi
    if [ -n "$MOSAIC_PG_TLS_DIR" ]; then
        rm -rf "$MOSAIC_PG_TLS_DIR"
    fi
    MOSAIC_PG_TLS_DIR=""
    unset MOSAIC_TEST_POSTGRES_TLS_URL MOSAIC_TEST_POSTGRES_TLS_PASSWORD
    return 0
}
