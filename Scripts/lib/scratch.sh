# shellcheck shell=bash
# Sourced by Scripts/lib/postgres.sh and Scripts/tests/run.
#
# mosaic_scratch_parent: the folder for throwaway work that makes many small files: /dev/shm when
# it is there with room (1 GiB free), else $TMPDIR or /tmp. On this machine's ext4, creating a
# file costs the kernel a search for a free inode that a tmpfs does not make: with their folders
# in /dev/shm the test PostgreSQL servers used a third less CPU in the Infrastructure suite
# (perf, whole system), and Scripts' own tests half the system time (11 s to 5.5 s).
# MOSAIC_SCRATCH chooses the folder instead.
mosaic_scratch_parent() {
    local free
    if [ -n "${MOSAIC_SCRATCH:-}" ]; then
        echo "$MOSAIC_SCRATCH"
        return 0
    fi
    if [ -d /dev/shm ] && [ -w /dev/shm ]; then
        free=$(df -Pk /dev/shm 2>/dev/null | awk 'NR == 2 { print $4 }')
        if [ "${free:-0}" -ge 1048576 ]; then
            echo /dev/shm
            return 0
        fi
    fi
    echo "${TMPDIR:-/tmp}"
}
