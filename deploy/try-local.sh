#!/bin/sh
# The try-out on one machine: deploy/try-local.sh [start] | stop | status (see try-local.mjs).
exec node "$(dirname "$0")/try-local.mjs" "$@"
