#!/usr/bin/env bash
# pip install, tried again on failure: usage  bash scripts/pip_install.sh PYTHON PIP-ARGS...
# A dropped connection mid-download ("Connection broken: IncompleteRead") is not among the errors
# pip retries itself, and it failed a CI set-up once; pip's cache keeps what already came down,
# so a second try only fetches what is missing. A real error (a bad pin) fails all tries the same.
set -uo pipefail
py=$1
shift
tries=4
for try in $(seq 1 "$tries"); do
    "$py" -m pip install "$@" && exit 0
    rc=$?
    if [ "$try" -lt "$tries" ]; then
        echo "pip_install: pip install failed (exit $rc), try $((try + 1)) of $tries in $((try * 15)) s" >&2
        sleep $((try * 15))
    fi
done
echo "pip_install: pip install $* failed $tries times" >&2
exit "$rc"
