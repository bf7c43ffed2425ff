#!/usr/bin/env bash
# Checks deploy/Caddyfile with `caddy validate` (CI runs it; so can you): the Caddyfile adapts to a
# configuration Caddy loads, with its modules provisioned. No certificate is asked for and no port
# is opened. Caddy's warnings (a directive it ignores, input `caddy fmt` would change) fail the
# check too, not only its exit code. A broken copy is checked as well, to prove the check can fail.
# The Caddyfile names its sites literally (an operator edits them) and reads no environment
# placeholder ({$NAME}); one added later must be given a value below.
set -euo pipefail
cd "$(dirname "$0")"

if ! command -v caddy >/dev/null; then
  echo "caddy is missing (Debian: apt-get install caddy)" >&2
  exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Whatever Caddy would keep (certificates, autosaved configuration) stays in the scratch folder.
export XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config"

# Prints Caddy's warnings and errors for the Caddyfile at $1; fails when Caddy does.
validate() {
  caddy validate --adapter caddyfile --config "$1" 2>&1 | { grep -E '"level":"(warn|error)"|^Error' || true; }
  return "${PIPESTATUS[0]}"
}

sed 's/^\treverse_proxy /\treverse_proxi /' Caddyfile >"$work/Caddyfile.broken"
if broken=$(validate "$work/Caddyfile.broken") && [ -z "$broken" ]; then
  echo "caddy validate found nothing wrong with a broken Caddyfile: the check cannot be trusted" >&2
  exit 1
fi

if ! said=$(validate Caddyfile) || [ -n "$said" ]; then
  echo "deploy/Caddyfile does not validate:" >&2
  echo "$said" >&2
  exit 1
fi
echo "deploy/Caddyfile validates (caddy $(caddy version | cut -d' ' -f1))"
