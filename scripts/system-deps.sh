#!/usr/bin/env bash
# System packages that some test suites need (browser tests, multi-process tests).
# Installed from Debian with apt-get when missing and when we may; nothing is downloaded
# outside the package registries.
set -euo pipefail
need=()
[ -n "${TABLEE_SKIP_SYSTEM_DEPS:-}" ] && exit 0
for pkg in "$@"; do
  case "$pkg" in
    chromium) command -v chromium >/dev/null 2>&1 || need+=(chromium) ;;
    redis-server) command -v redis-server >/dev/null 2>&1 || need+=(redis-server) ;;
    docker-compose) command -v docker-compose >/dev/null 2>&1 || need+=(docker-compose) ;;
  esac
done
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ] && ! command -v sudo >/dev/null 2>&1; then
  echo "missing system packages: ${need[*]} (install them with apt-get as root)" >&2
  exit 1
fi
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
echo "› apt-get install ${need[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
