import { parentPort } from 'node:worker_threads';
import { defaultDeliverableBuilders, type DeliverableBuilders } from './deliverable-builders';

/**
 * Runs the PDF builders on a worker thread (worker-builders.ts): a report takes about a second of CPU,
 * which on the API's own thread would hold up every request and chat message meanwhile.
 */
type Method = keyof DeliverableBuilders;
interface BuildMessage {
  id: number;
  method: Method;
  args: unknown[];
}

parentPort?.on('message', (message: BuildMessage) => {
  const builder = defaultDeliverableBuilders[message.method] as (...args: unknown[]) => Promise<unknown>;
  builder(...message.args).then(
    (result) => parentPort?.postMessage({ id: message.id, result }),
    (error: unknown) => parentPort?.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
