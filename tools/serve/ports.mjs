import net from 'node:net';

/**
 * Resolves when nothing listens on the port (on localhost); rejects with a message naming it otherwise.
 *
 * @param {number} port
 * @param {string} purpose
 * @returns {Promise<void>}
 */
export function assertPortFree(port, purpose) {
  return new Promise((resolvePromise, reject) => {
    const probe = net.createServer();
    probe.once('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      if (error.code === 'EADDRINUSE') {
        reject(new Error(`Port ${port} (${purpose}) is already in use. Stop whatever runs there (another \`npm start\`?) and try again.`));
      } else reject(error);
    });
    probe.once('listening', () => probe.close(() => resolvePromise()));
    probe.listen(port, 'localhost');
  });
}
