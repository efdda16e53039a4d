#!/bin/sh
# The official postgres image's contract, for the local stand-in: a database made from POSTGRES_USER, _PASSWORD
# and _DB on first start, password sign-in over TCP, the server in the foreground.
set -eu
PGDATA=${PGDATA:-/var/lib/postgresql/data}
mkdir -p "$PGDATA" /var/run/postgresql && chown postgres:postgres /var/run/postgresql && chown postgres:postgres "$PGDATA" && chmod 700 "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  printf '%s\n' "$POSTGRES_PASSWORD" > /tmp/pw && chown postgres /tmp/pw
  su postgres -s /bin/sh -c "initdb -D '$PGDATA' -U '$POSTGRES_USER' --pwfile=/tmp/pw --auth-local=trust --auth-host=scram-sha-256 >/dev/null"
  rm -f /tmp/pw
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  su postgres -s /bin/sh -c "pg_ctl -D '$PGDATA' -w -o '-c listen_addresses=' start >/dev/null"
  su postgres -s /bin/sh -c "createdb -U '$POSTGRES_USER' '$POSTGRES_DB'"
  su postgres -s /bin/sh -c "pg_ctl -D '$PGDATA' -w stop >/dev/null"
fi
exec su postgres -s /bin/sh -c "exec postgres -D '$PGDATA' -c listen_addresses='*'"
