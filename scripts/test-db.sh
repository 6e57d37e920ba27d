#!/usr/bin/env bash
# npm run test:db: runs supabase/migrations on a throwaway PostgreSQL 15 and the database tests against it.
#
# The cluster lives in a temporary folder, listens only on a unix socket there (no TCP port to collide
# with), runs as the postgres OS user when started by root (initdb refuses root), and is stopped and
# removed on exit, whatever happens. PG_BIN overrides where PostgreSQL's programs are.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
pg_bin="${PG_BIN:-/usr/lib/postgresql/15/bin}"
port=5432

if [ ! -x "$pg_bin/initdb" ]; then
  echo "test:db needs PostgreSQL 15 in $pg_bin (Debian: apt-get install -y postgresql-15)" >&2
  exit 1
fi

workdir="$(mktemp -d "${TMPDIR:-/tmp}/media-views-db.XXXXXX")"

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

cleanup() {
  as_owner "$pg_bin/pg_ctl" -D "$workdir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap cleanup EXIT INT TERM

if [ "$(id -u)" -eq 0 ]; then chown postgres: "$workdir"; fi

as_owner "$pg_bin/initdb" -D "$workdir/data" -U postgres -A trust --no-sync -E UTF8 --locale=C.UTF-8 >"$workdir/initdb.log" 2>&1 \
  || { cat "$workdir/initdb.log" >&2; exit 1; }
as_owner "$pg_bin/pg_ctl" -D "$workdir/data" -l "$workdir/server.log" -w \
  -o "-c listen_addresses='' -c unix_socket_directories='$workdir' -p $port -c fsync=off -c max_connections=50" start >/dev/null \
  || { cat "$workdir/server.log" >&2; exit 1; }

export PGHOST="$workdir" PGPORT="$port" PGUSER=postgres PGDATABASE=postgres

psql_file() {
  "$pg_bin/psql" -X -q -v ON_ERROR_STOP=1 -f "$1" >/dev/null
}

psql_file "$root/supabase/tests/supabase-roles.sql"
for migration in "$root"/supabase/migrations/*.sql; do
  echo "migration: ${migration#"$root"/}"
  psql_file "$migration"
done

cd "$root"
npx jest --config jest.db.config.js "$@"
