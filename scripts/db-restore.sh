#!/bin/sh
# Restores a backup made by db-backup.sh into an EMPTY database, in one transaction (docs/scaling.md).
# Usage: scripts/db-restore.sh backup.dump postgres://user@host:5432/sofascout_restored
#
# Why not plain pg_restore: a dump runs with an empty search_path, and earthdistance's ll_to_earth()
# (used by the places GiST index) calls cube functions without a schema, so re-creating that index
# fails with 'type "earth" does not exist'. Running the dump's SQL with search_path = public works.
set -eu
if [ $# -ne 2 ]; then echo "usage: $0 FILE DATABASE_URL" >&2; exit 2; fi
tables=$(psql --no-psqlrc --tuples-only --no-align --dbname="$2" \
  --command="select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')")
if [ "$tables" != "0" ]; then echo "refusing to restore: the target database is not empty" >&2; exit 1; fi
pg_restore --no-owner --file=- "$1" \
  | sed "s/set_config('search_path', '', false)/set_config('search_path', 'public', false)/" \
  | psql --no-psqlrc --quiet --single-transaction --set=ON_ERROR_STOP=1 --output=/dev/null --dbname="$2"
