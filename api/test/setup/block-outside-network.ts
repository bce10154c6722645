import net from 'node:net';

/**
 * Tests may talk only to this machine (the API under test and its embedded engine). Any other
 * connection attempt throws, so a test can never depend on, or leak data to, the outside network.
 */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '::ffff:127.0.0.1', '0.0.0.0']);

interface ConnectTarget {
  host?: string;
  path?: string;
}

function targetOf(args: unknown[]): ConnectTarget {
  const [first, second] = args;
  // net.connect() passes its already-normalised arguments as one array: [options, callback].
  const options = Array.isArray(first) ? first[0] : first;
  if (typeof options === 'object' && options !== null) return options as ConnectTarget;
  return { host: typeof second === 'string' ? second : 'localhost' };
}

const originalConnect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function connectLocallyOnly(this: net.Socket, ...args: unknown[]) {
  const target = targetOf(args);
  const host = target.host ?? 'localhost';
  if (!target.path && !LOCAL_HOSTS.has(host)) {
    throw new Error(`Outside network access is blocked in tests (tried ${host})`);
  }
  return (originalConnect as (...connectArgs: unknown[]) => net.Socket).apply(this, args);
} as typeof net.Socket.prototype.connect;
