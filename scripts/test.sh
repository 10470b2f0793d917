#!/usr/bin/env bash
# `npm test`: lint, typecheck, unit + integration (Vitest, real PostgreSQL), end-to-end
# (Playwright, production build, Chromium) and the multi-instance cluster test, then a summary.
# Every step runs even after a failure, so one run shows everything that is wrong; the exit code
# is non-zero if any step failed.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .data/test-results
rm -f .data/test-results/*.json

if ! CHROMIUM_PATH="$(bash scripts/find-chromium.sh)"; then
  exit 1
fi
export CHROMIUM_PATH
echo "Browser: $CHROMIUM_PATH"
# npm puts node_modules/.bin (with the project's Node 24, README "Node 24") first on this PATH.
echo "Node: $(node --version) ($(command -v node))"
# Java for the Nu HTML checker of the SEO audit; without it that one check is skipped, saying so.
if JAVA_PATH="$(bash scripts/find-java.sh)"; then
  export JAVA_PATH
  echo "Java: $JAVA_PATH"
fi

declare -a names=() results=() times=()
step() {
  local name="$1"; shift
  echo
  echo "━━━ $name: $*"
  local start=$SECONDS
  "$@"
  local code=$?
  names+=("$name"); times+=($((SECONDS - start)))
  if [ $code -eq 0 ]; then results+=("passed"); else results+=("FAILED (exit $code)"); fi
}

step lint npm run --silent lint
step typecheck npm run --silent typecheck
step unit+integration npx vitest run --reporter=default --reporter=json --outputFile=.data/test-results/vitest.json
step e2e npx playwright test
# Two instances, Redis, S3, nginx (tests/cluster/topology.ts), on the build made with REDIS_URL at
# a running Redis that tests/integration/redis-build.test.ts left in .next-cluster.
step cluster env CLUSTER_SKIP_BUILD=1 npx playwright test -c playwright.cluster.config.ts
echo
echo "━━━ Summary"
failed=0
for i in "${!names[@]}"; do
  printf '  %-18s %-20s %4ss\n' "${names[$i]}" "${results[$i]}" "${times[$i]}"
  [ "${results[$i]}" = passed ] || failed=1
done
node scripts/test-summary.mjs
exit $failed
