# shellcheck shell=bash
# Sourced by Scripts/test for --under-load: a loaded machine on demand, to check that no test
# depends on the machine's speed (a CI machine running two checks at once, a laptop compiling in
# the background). The load is plain busy loops, one process each, at the ordinary priority, so
# they take their share of the cores from everything the run starts.
#
# mosaic_load_start N LIMIT   starts N busy processes, each ending by itself after LIMIT seconds
#                             (so none outlives a run that was killed outright); their pids go in
#                             MOSAIC_LOAD_PIDS (exported: a test can see them)
# mosaic_load_stop            stops them; says so if one had ended before (its limit came first,
#                             and the end of the run was not under load)

mosaic_load_start() {
    local count=$1 limit=$2 pid
    MOSAIC_LOAD_PIDS=""
    MOSAIC_LOAD_LIMIT=$limit
    for _ in $(seq "$count"); do
        # `timeout` ends the loop at the limit; a TERM to `timeout` reaches the loop too. No
        # output of the run's is held open by it (a pipe reading the run would wait for it).
        timeout --kill-after=5 "$limit" bash -c 'while :; do :; done' </dev/null >/dev/null 2>&1 &
        pid=$!
        MOSAIC_LOAD_PIDS="${MOSAIC_LOAD_PIDS:+$MOSAIC_LOAD_PIDS }$pid"
    done
    export MOSAIC_LOAD_PIDS MOSAIC_LOAD_LIMIT
}

mosaic_load_stop() {
    local pid ended=0
    for pid in ${MOSAIC_LOAD_PIDS:-}; do
        if kill -0 "$pid" 2>/dev/null; then
            kill "$pid" 2>/dev/null
            wait "$pid" 2>/dev/null
        else
            ended=$((ended + 1))
        fi
    done
    if [ "$ended" -gt 0 ]; then
        echo "Scripts/test: $ended of the busy processes had ended at their limit (${MOSAIC_LOAD_LIMIT:-?} s) before the run did" >&2
    fi
    MOSAIC_LOAD_PIDS=""
}
