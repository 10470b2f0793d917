#!/usr/bin/env bash
# Prints the path of a Chromium for the browser tests: $CHROMIUM_PATH, Debian's or Playwright's own.
# When none is found and we are root on Debian/Ubuntu, installs Debian's chromium with apt.
# Otherwise prints one line saying how to get one and exits 1.
set -euo pipefail

candidates=("${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser)
for dir in "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium-*/; do
  candidates+=("${dir}chrome-linux/chrome" "${dir}chrome-linux64/chrome")
done
for c in "${candidates[@]}"; do
  if [ -n "$c" ] && [ -x "$c" ]; then
    echo "$c"
    exit 0
  fi
done

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null && [ -f /etc/debian_version ]; then
  echo "No Chromium found: installing Debian's chromium package with apt-get" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2 && apt-get install -y -qq chromium >&2
  if [ -x /usr/bin/chromium ]; then
    echo /usr/bin/chromium
    exit 0
  fi
fi

echo "No Chromium for the browser tests: install one (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to its binary." >&2
exit 1
