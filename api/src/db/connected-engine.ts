import type { EmbeddedEngineName } from './embedded-engine';

export type DatabaseEngine = EmbeddedEngineName | 'mongodb';

/**
 * The engine behind mongoose's one default connection in this process, recorded by connectDatabase when it
 * connects. A fact of the connection, not a setting: every server in the process shares that connection, so what
 * depends on the engine (the write gate in transactions.ts, the chat's storage layout) asks here instead of being
 * configured from outside. Real MongoDB until a connection says otherwise.
 */
let engine: DatabaseEngine = 'mongodb';
let connections = 0;

export function recordConnectedEngine(connected: DatabaseEngine): void {
  engine = connected;
  connections += 1;
}

export function connectedEngine(): DatabaseEngine {
  return engine;
}

/**
 * Which connection this is (a count of connects in this process): state kept beside a database, such as the chat
 * log's segment counters, belongs to one connection and starts afresh with the next (a test's new database).
 */
export function connectionNumber(): number {
  return connections;
}
