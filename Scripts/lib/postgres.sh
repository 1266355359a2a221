# shellcheck shell=bash
# A throwaway PostgreSQL server on loopback for the test suites. Sourced by Scripts/test.
#
#   mosaic_pg_start   initdb into a temp dir, start on a free port (fsync off unless
#                     MOSAIC_PG_FSYNC=on); exports
#                     MOSAIC_TEST_POSTGRES_URL and sets MOSAIC_PG_STATUS to "running"
#                     or "skipped: <reason>". Never fails the caller: a missing server only
#                     skips the PostgreSQL cases.
#   mosaic_pg_stop    stops the server and removes its directory.
#
# Run as a command, it manages a private server of its own, for a test that stops and starts
# its server mid-session (the shared one must stay up for the other tests):
#
#   postgres.sh start          starts one; prints "<url> <directory>" on one line
#   postgres.sh pause DIR      stops it (fast shutdown: sessions are cut, as in an outage)
#   postgres.sh resume DIR     starts it again on the same port, waiting until it accepts
#   postgres.sh remove DIR     stops it and removes its directory
#
# mosaic_pg_start exports MOSAIC_TEST_POSTGRES_SCRIPT (this file) so tests can find it.
# Runs the server as the `postgres` system user when we are root (initdb refuses root).

# Its directory goes where throwaway files are cheap to make (/dev/shm when it has room).
# shellcheck source=scratch.sh
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/scratch.sh"

MOSAIC_PG_STATUS=${MOSAIC_PG_STATUS:-"skipped: not started"}
MOSAIC_PG_DIR=""
MOSAIC_PG_BIN=""

_mosaic_pg_find_bin() {
    local dir
    if command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1; then
        dirname "$(command -v pg_ctl)"
        return 0
    fi
    for dir in /usr/lib/postgresql/*/bin; do
        if [ -x "$dir/pg_ctl" ] && [ -x "$dir/initdb" ]; then
            echo "$dir"
        fi
    done | sort -V | tail -n 1
}

_mosaic_pg_free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()' \
        2>/dev/null || echo $((20000 + RANDOM % 20000))
}

# Runs a command as the server's owner: `postgres` when we are root, else ourselves.
_mosaic_pg_as_owner() {
    if [ "$(id -u)" -eq 0 ]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

mosaic_pg_start() {
    MOSAIC_PG_BIN=$(_mosaic_pg_find_bin)
    if [ -z "$MOSAIC_PG_BIN" ] && [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "postgres.sh: installing Debian's postgresql package" >&2
        DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >/dev/null 2>&1 || true
        MOSAIC_PG_BIN=$(_mosaic_pg_find_bin)
    fi
    if [ -z "$MOSAIC_PG_BIN" ]; then
        MOSAIC_PG_STATUS="skipped: PostgreSQL binaries (initdb, pg_ctl) not found"
        return 0
    fi
    if [ "$(id -u)" -eq 0 ] && ! id postgres >/dev/null 2>&1; then
        MOSAIC_PG_STATUS="skipped: running as root and there is no postgres system user"
        return 0
    fi

    MOSAIC_PG_DIR=$(mktemp -d "$(mosaic_scratch_parent)/mosaic-pg.XXXXXX") || {
        MOSAIC_PG_STATUS="skipped: cannot create a temporary directory"
        return 0
    }
    [ "$(id -u)" -eq 0 ] && chown postgres "$MOSAIC_PG_DIR"
    local port user
    port=$(_mosaic_pg_free_port)
    user=$(_mosaic_pg_as_owner id -un)

    if ! _mosaic_pg_as_owner "$MOSAIC_PG_BIN/initdb" -D "$MOSAIC_PG_DIR/data" -U "$user" \
        --auth=trust --no-sync -E UTF8 >"$MOSAIC_PG_DIR/initdb.log" 2>&1; then
        MOSAIC_PG_STATUS="skipped: initdb failed (see $MOSAIC_PG_DIR/initdb.log)"
        return 0
    fi
    # Loopback only, socket in our directory; fsync off because the data is thrown away (a
    # benchmark sets MOSAIC_PG_FSYNC=on to measure durable writes). The options are kept so
    # `resume` starts it the same way.
    printf '%s\n' "-h 127.0.0.1 -p $port -k $MOSAIC_PG_DIR -c fsync=${MOSAIC_PG_FSYNC:-off} -c max_connections=${MOSAIC_PG_MAX_CONNECTIONS:-200}" \
        >"$MOSAIC_PG_DIR/options"
    printf '%s\n' "$MOSAIC_PG_BIN" >"$MOSAIC_PG_DIR/bin"
    if ! _mosaic_pg_ctl_start "$MOSAIC_PG_DIR"; then
        MOSAIC_PG_STATUS="skipped: the server did not start (see $MOSAIC_PG_DIR/server.log)"
        return 0
    fi
    export MOSAIC_TEST_POSTGRES_URL="postgres://$user@127.0.0.1:$port/postgres"
    export MOSAIC_TEST_POSTGRES_SCRIPT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/$(basename "${BASH_SOURCE[0]}")"
    MOSAIC_PG_STATUS="running"
    return 0
}

# Starts the server in DIR with the options it was first started with.
_mosaic_pg_ctl_start() {
    local dir=$1
    _mosaic_pg_as_owner "$(cat "$dir/bin")/pg_ctl" -D "$dir/data" -l "$dir/server.log" \
        -o "$(cat "$dir/options")" -w -t 30 start >/dev/null 2>&1
}

mosaic_pg_stop() {
    if [ -n "$MOSAIC_PG_DIR" ] && [ -d "$MOSAIC_PG_DIR/data" ] && [ -n "$MOSAIC_PG_BIN" ]; then
        _mosaic_pg_as_owner "$MOSAIC_PG_BIN/pg_ctl" -D "$MOSAIC_PG_DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
    fi
    if [ -n "$MOSAIC_PG_DIR" ]; then
        rm -rf "$MOSAIC_PG_DIR"
    fi
    MOSAIC_PG_DIR=""
    unset MOSAIC_TEST_POSTGRES_URL
    return 0
}

# The command-line mode (see the top of this file); sourcing the file skips it.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    set -u
    case "${1:-}" in
        start)
            mosaic_pg_start
            [ "$MOSAIC_PG_STATUS" = running ] || { echo "postgres.sh: $MOSAIC_PG_STATUS" >&2; exit 1; }
            echo "$MOSAIC_TEST_POSTGRES_URL $MOSAIC_PG_DIR"
            ;;
        pause)
            [ -f "${2:-}/bin" ] || { echo "postgres.sh: no server in '${2:-}'" >&2; exit 2; }
            _mosaic_pg_as_owner "$(cat "$2/bin")/pg_ctl" -D "$2/data" -m fast -w -t 30 stop >/dev/null 2>&1
            ;;
        resume)
            [ -f "${2:-}/bin" ] || { echo "postgres.sh: no server in '${2:-}'" >&2; exit 2; }
            _mosaic_pg_ctl_start "$2"
            ;;
        remove)
            [ -f "${2:-}/bin" ] || { echo "postgres.sh: no server in '${2:-}'" >&2; exit 2; }
            MOSAIC_PG_DIR=$2 MOSAIC_PG_BIN=$(cat "$2/bin") mosaic_pg_stop
            ;;
        *)
            sed -n '13,20p' "$0" | sed 's/^# \{0,1\}//' >&2
            exit 2
            ;;
    esac
fi
