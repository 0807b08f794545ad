import { describe, expect, it } from 'vitest';
import { connectionErrorSummary, isDatabaseUnavailable } from './database-errors.ts';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) =>
  Object.assign(new Error('Failed query: select 1\nparams: secret@example.com'), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a terminated backend', pgError('57P01', 'terminating connection due to administrator command')],
    ['a crashed server', pgError('57P02', 'terminating connection due to crash of another server process')],
    ['a server starting or stopping', pgError('57P03', 'the database system is shutting down')],
    ['a connection exception', pgError('08006', 'connection failure')],
    ['a refused connection', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', pgError('ECONNRESET', 'read ECONNRESET')],
    ['a dropped socket', new Error('Connection terminated unexpectedly')],
    ['a broken pool client', new Error('Client has encountered a connection error and is not queryable')],
    ['the same wrapped by Drizzle', wrapped(pgError('57P01', 'terminating connection'))],
    ['an AggregateError of refused addresses', new AggregateError([pgError('ECONNREFUSED', 'refused')], '')],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(pgError('23505', 'duplicate key value violates unique constraint'))],
    ['an invalid byte sequence', pgError('22021', 'invalid byte sequence for encoding "UTF8": 0x00')],
    ['a programming error', new TypeError('Cannot read properties of undefined')],
    ['no error at all', undefined],
  ])('leaves %s alone', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('summarises the connection error without the query or its parameters', () => {
    const summary = connectionErrorSummary(wrapped(pgError('57P01', 'terminating connection')));
    expect(summary).toBe('57P01 terminating connection');
    expect(summary).not.toContain('secret@example.com');
  });
});
