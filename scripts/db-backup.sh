#!/bin/sh
# Backs up the SofaScout PostgreSQL database into one custom-format file (docs/scaling.md).
# Usage: scripts/db-backup.sh postgres://user@host:5432/sofascout backup.dump
set -eu
if [ $# -ne 2 ]; then echo "usage: $0 DATABASE_URL FILE" >&2; exit 2; fi
pg_dump --format=custom --no-owner --file="$2" --dbname="$1"
