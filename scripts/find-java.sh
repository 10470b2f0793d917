#!/usr/bin/env bash
# Prints the path of a Java runtime for the Nu HTML checker (vnu-jar): $JAVA_PATH or java on PATH.
# When none is found and we are root on Debian/Ubuntu, installs default-jre-headless with apt.
# Otherwise prints why on stderr and exits 1 (the HTML check is then skipped, saying so).
set -euo pipefail

for c in "${JAVA_PATH:-}" "$(command -v java || true)"; do
  if [ -n "$c" ] && [ -x "$c" ]; then
    echo "$c"
    exit 0
  fi
done

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null && [ -f /etc/debian_version ]; then
  echo "No Java found: installing Debian's default-jre-headless with apt-get (for the Nu HTML checker)" >&2
  export DEBIAN_FRONTEND=noninteractive
  if apt-get update -qq >&2 && apt-get install -y -qq default-jre-headless >&2; then
    command -v java && exit 0
  fi
fi

echo "No Java runtime: the Nu HTML check will be skipped (install default-jre-headless or set JAVA_PATH)." >&2
exit 1
