#!/usr/bin/env bash
# Runs once, when the primary's data folder is first made (docker-entrypoint-initdb.d):
# the role the replica streams as, and the pg_hba.conf line that lets it (docs/decisions/0090).
set -euo pipefail
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v password="$REPLICATION_PASSWORD" <<'SQL'
CREATE ROLE replicator WITH REPLICATION LOGIN PASSWORD :'password';
SQL
echo 'host replication replicator all scram-sha-256' >>"$PGDATA/pg_hba.conf"
