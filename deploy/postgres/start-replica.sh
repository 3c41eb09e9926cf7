#!/usr/bin/env bash
# The replica's start (deploy/compose.yaml): on the first start, copy the primary with
# pg_basebackup -R (which writes standby.signal and primary_conninfo) through a replication
# slot, so the primary keeps the WAL the replica has not received; then run as a hot standby.
set -euo pipefail
export PGPASSWORD="$REPLICATION_PASSWORD"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_isready -h "$PRIMARY_HOST" -p 5432 -q; do sleep 1; done
  pg_basebackup -h "$PRIMARY_HOST" -p 5432 -U replicator -D "$PGDATA" \
    -R -X stream -C -S replica_1 --checkpoint=fast
  chmod 700 "$PGDATA"
fi
exec postgres -c hot_standby=on -c hot_standby_feedback=on -c "shared_buffers=${SHARED_BUFFERS:-1GB}"
