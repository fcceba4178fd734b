#!/usr/bin/env bash
# Installs the Debian packages the tests need, only those missing: the first step of the README's
# test command, `bash scripts/install-test-deps.sh && npm ci && npm test`, which .ci/run runs too.
#
# Installing needs root: the script runs apt-get itself as root, or through sudo when it is not
# root; with neither, it prints the apt-get command to run as root and exits 1. When nothing is
# missing it installs nothing and needs no root. Written for Debian and Ubuntu (apt-get).
#
# It runs before `npm ci` because vnu-jar's install step looks for Java, and downloads a Java
# runtime of its own when it finds none (the tests use Debian's, tests/support/html-validity.ts).
set -euo pipefail

missing=()

# Chromium's headless shell for the browser tests, unless TEST_CHROMIUM_PATH names another; the full
# browser for the benches, unless CHROMIUM_PATH names another (tests/support/chromium.ts).
if [ -z "${TEST_CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium-headless-shell ]; then missing+=(chromium-headless-shell); fi
if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then missing+=(chromium); fi
# nginx, its brotli_static and njs modules for the production-config test, tests/e2e/nginx.test.ts
# (tests/support/nginx.ts), unless NGINX_PATH names another nginx.
if [ -z "${NGINX_PATH:-}" ]; then
  if [ ! -x /usr/sbin/nginx ]; then missing+=(nginx); fi
  if [ ! -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then missing+=(libnginx-mod-http-brotli-static); fi
  # njs: deploy/nginx.conf weighs the Accept header with it (content negotiation of the Markdown twins).
  if [ ! -e /usr/lib/nginx/modules/ngx_http_js_module.so ]; then missing+=(libnginx-mod-http-js); fi
fi
# The code-sample tests, tests/unit/samples.test.ts (`php -l`, `py_compile`) and
# tests/unit/programs.test.ts (the samples run against a stand-in of the API): the PHP command line
# with its curl extension, Python 3 with requests, curl and jq for the shell samples.
# (`php -m` is read whole first: piped into `grep -q`, which stops at the match, PHP sometimes
# fails writing the rest, and pipefail would take that for a missing extension.)
if ! command -v php > /dev/null 2>&1; then missing+=(php-cli php-curl);
elif ! grep -qx curl <<< "$(php -m 2> /dev/null || true)"; then missing+=(php-curl); fi
if ! command -v python3 > /dev/null 2>&1; then missing+=(python3 python3-requests);
elif ! python3 -c 'import requests' > /dev/null 2>&1; then missing+=(python3-requests); fi
if ! command -v curl > /dev/null 2>&1; then missing+=(curl); fi
if ! command -v jq > /dev/null 2>&1; then missing+=(jq); fi
# xmllint, for the sitemap's schema check (tests/e2e/seo.test.ts).
if ! command -v xmllint > /dev/null 2>&1; then missing+=(libxml2-utils); fi
# pdftotext, to read what the print test printed to PDF (tests/e2e/print.test.ts), unless PDFTOTEXT_PATH names another.
if [ -z "${PDFTOTEXT_PATH:-}" ] && ! command -v pdftotext > /dev/null 2>&1; then missing+=(poppler-utils); fi
# A system font that writes Vietnamese, for the social cards the build draws (src/plugins/build/social-cards).
if [ ! -e /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf ]; then missing+=(fonts-dejavu-core); fi
# Java for the W3C Nu HTML checker (vnu-jar), tests/e2e/html-validity.test.ts, unless JAVA_PATH names another.
if [ -z "${JAVA_PATH:-}" ] && [ ! -x /usr/bin/java ]; then missing+=(default-jre-headless); fi

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-test-deps: every Debian package the tests need is installed."
  exit 0
fi

echo "install-test-deps: the tests need these Debian packages: ${missing[*]}"
install=(apt-get install -y --no-install-recommends "${missing[@]}")
if ! command -v apt-get > /dev/null 2>&1; then
  echo "install-test-deps: no apt-get here. Install the equivalents of those packages, then run: npm ci && npm test" >&2
  exit 1
fi
if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo > /dev/null 2>&1; then
  as_root=(sudo)
else
  echo "install-test-deps: installing them needs root, and sudo is not installed. As root, run:" >&2
  echo "  apt-get update && ${install[*]}" >&2
  exit 1
fi
"${as_root[@]}" apt-get update
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive "${install[@]}"
