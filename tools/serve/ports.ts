import net from 'node:net';

/** Resolves when nothing listens on the port (on localhost); rejects with a message naming it otherwise. */
export function assertPortFree(port: number, purpose: string): Promise<void> {
  return new Promise<void>((resolvePromise, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(new Error(`Port ${port} (${purpose}) is already in use. Stop whatever runs there (another \`npm start\`?) and try again.`));
      } else reject(error);
    });
    probe.once('listening', () => probe.close(() => resolvePromise()));
    probe.listen(port, 'localhost');
  });
}
