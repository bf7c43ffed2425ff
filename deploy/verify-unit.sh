#!/usr/bin/env bash
# Checks deploy/lexbridge.service with `systemd-analyze verify` (CI runs it; so can you). systemd
# reports a misspelt key or a bad value as a warning and still exits 0, so any output fails the
# check, not only the exit code. A broken copy is checked too, to prove the check can fail.
# `User=lexbridge` need not exist here. `ExecStart` must name an executable: where Node is not at
# /usr/bin/node (as Debian's and NodeSource's packages install it), the copy checked names this
# machine's node instead; nothing else changes.
set -euo pipefail
cd "$(dirname "$0")"

if ! command -v systemd-analyze >/dev/null; then
  echo "systemd-analyze is missing (Debian: apt-get install systemd)" >&2
  exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Prints what systemd says of the unit at $1 (empty when it is clean); fails when systemd does.
verify() {
  systemd-analyze verify "$1" 2>&1
}

node_path=$(command -v node || true)
mkdir -p "$work/good" "$work/broken"
unit="$work/good/lexbridge.service"
cp lexbridge.service "$unit"
if [ ! -x /usr/bin/node ] && [ -n "$node_path" ]; then
  echo "(no /usr/bin/node here: checking with ExecStart=$node_path)"
  sed -i "s|^ExecStart=/usr/bin/node |ExecStart=$node_path |" "$unit"
fi

sed 's/^Restart=on-failure$/Restart=sometimes/' "$unit" >"$work/broken/lexbridge.service"
if broken=$(verify "$work/broken/lexbridge.service") && [ -z "$broken" ]; then
  echo "systemd-analyze verify found nothing wrong with a broken unit: the check cannot be trusted" >&2
  exit 1
fi

if ! said=$(verify "$unit") || [ -n "$said" ]; then
  echo "deploy/lexbridge.service does not verify:" >&2
  echo "$said" >&2
  exit 1
fi
echo "deploy/lexbridge.service verifies (systemd-analyze $(systemd-analyze --version | head -n 1))"
