#!/usr/bin/env bash
# Inside tests/fresh-machine/run.sh's container, as root, in a copy of the repository: the README's
# Quick start with nothing installed but Node and npm. Fails when the machine is not fresh (the run
# would prove nothing), when a command fails, and when a test failed, was skipped or did not run.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Every unit test; one integration file, the whole stack in both topologies (Postgres, Redis and
# NATS, and the machine's own redis-server and nats-server that the per-process topology starts);
# one browser file (Chromium on the built site). Each project starts what it needs, in minutes
# rather than the whole suite's half hour.
TESTS=(src/ web/sw/ tests/stack/gateway-signature.test.ts tests/browser/foundation.test.ts)
REPORT=/tmp/fresh-machine-report.json

# Each step with the minutes and seconds since the start, for CI's log.
say() { printf '\nfresh-machine [%d:%02d]: %s\n' $((SECONDS / 60)) $((SECONDS % 60)) "$*"; }

installed=()
for command in psql pg_ctlcluster redis-server nats-server chromium docker; do
  if command -v "$command" >/dev/null; then installed+=("$command"); fi
done
if [ ${#installed[@]} -gt 0 ]; then
  say "FAILED: not a fresh machine, it has ${installed[*]}"
  exit 1
fi
say "Node $(node --version), npm $(npm --version); no Postgres, Redis, NATS, Chromium or Docker"

say "npm ci"
npm ci --no-audit --no-fund

say "npm test -- ${TESTS[*]}"
npm test -- "${TESTS[@]}" --reporter=default --reporter=json --outputFile.json="$REPORT"

say "what the test command installed and started:"
pg_lsclusters --no-header
redis-server --version
nats-server --version
chromium --version

# Every test passed, none skipped (the browser tests skip without Chromium), each kind ran.
REPORT=$REPORT node <<'SCRIPT'
const report = JSON.parse(require('node:fs').readFileSync(process.env.REPORT, 'utf8'));
const kindOf = (file) =>
  file.includes('/tests/browser/') ? 'browser' : file.includes('/tests/stack/') ? 'integration' : 'unit';
const passed = { unit: 0, integration: 0, browser: 0 };
for (const file of report.testResults) {
  passed[kindOf(file.name)] += file.assertionResults.filter((test) => test.status === 'passed').length;
}
const problems = [
  ...(report.success ? [] : ['the run did not succeed']),
  ...(report.numPassedTests === report.numTotalTests
    ? []
    : [`${report.numTotalTests - report.numPassedTests} of ${report.numTotalTests} tests did not pass (failed or skipped)`]),
  ...Object.entries(passed).flatMap(([kind, count]) => (count ? [] : [`no ${kind} test ran`])),
];
const counts = Object.entries(passed).map(([kind, count]) => `${count} ${kind}`).join(', ');
if (problems.length) {
  console.error(`\nfresh-machine: FAILED: ${problems.join('; ')} (passed: ${counts})`);
  process.exit(1);
}
console.log(`\nfresh-machine: passed: ${counts} tests, none skipped`);
SCRIPT
