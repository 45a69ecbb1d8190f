#!/usr/bin/env bash
# Validates docker-compose.yml for both profiles without a Docker engine (config only).
set -euo pipefail
cd "$(dirname "$0")/.."
if docker compose version >/dev/null 2>&1; then compose=(docker compose); elif command -v docker-compose >/dev/null 2>&1; then compose=(docker-compose); else
  echo "docker compose is not installed: compose file not validated" >&2
  exit 1
fi
for profile in single cluster; do
  COMPOSE_PROFILES=$profile DOMAIN=play.example.org "${compose[@]}" -f docker-compose.yml config -q
  echo "docker-compose.yml ($profile profile): valid"
done
