import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CreatePaymentResponse, DeliverableBlock, DeliverableView, FulfilmentTaskDetail, OrderDetail, OrderImageResponse } from '@astrosetu/contracts';
import { setupTestServer } from './harness';
import { gatewayAnswer, postCallback } from './payments-gateway-simulator';

/**
 * The card-promise tests (issue 32): each line a card shows, read from the web's English catalogue, is matched
 * to what the order delivers, bought through the real order path (payment callback, fulfilment job, the real
 * builders on the worker thread): phrases of the delivered PDF's text, or the astrologer's checklist on the
 * fulfilment-queue task. A card line with no entry in a test's table fails the test, so copy and delivery move
 * together.
 */

const ROOT = join(__dirname, '..', '..');
const catalogue = (project: string) => JSON.parse(readFileSync(join(ROOT, project, 'src', 'locales', 'en.json'), 'utf8')) as Record<string, unknown>;

function at(tree: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
}

/** A card's list (features, receive...) in the order the web shows it: the catalogue's "0", "1", ... entries. */
export function cardList(path: string): string[] {
  const list = at(catalogue('mf-content'), path) as Record<string, string> | undefined;
  if (!list) throw new Error(`No card list at ${path}`);
  return Object.keys(list).sort((a, b) => Number(a) - Number(b)).map((key) => list[key]);
}

export function cardText(path: string): string {
  const text = at(catalogue('mf-content'), path);
  if (typeof text !== 'string') throw new Error(`No card text at ${path}`);
  return text;
}

/** What the astrologer's screen (mf-chat) calls each checklist key. */
export function checklistTexts(keys: readonly string[]): string[] {
  const tree = catalogue('mf-chat');
  return keys.map((key) => at(tree, `task.checklist.${key}`) as string);
}

/** The delivered on-site view of an order (the same content as its PDF). */
export function viewOf(order: OrderDetail): DeliverableView {
  const view = order.fulfilment?.deliverable?.view as DeliverableView | undefined;
  if (!view) throw new Error(`Order ${order.txnid} has no view`);
  return view;
}

export function blocksOf(view: DeliverableView, kind: DeliverableBlock['kind']): DeliverableBlock[] {
  return view.sections.flatMap((section) => section.blocks).filter((block) => block.kind === kind);
}

export type Phrase = string | RegExp;

/** Each promised line with what shows it delivered; lines must equal the card's, in order. */
export function expectEveryLineDelivered(lines: string[], promises: Array<[line: string, delivered: Phrase[]]>, text: string): void {
  expect(promises.map(([line]) => line)).toEqual(lines);
  const flat = text.replace(/\s+/g, ' ');
  for (const [line, phrases] of promises) {
    for (const phrase of phrases) {
      const found = typeof phrase === 'string' ? flat.includes(phrase) : phrase.test(flat);
      if (!found) throw new Error(`"${line}": the delivered text has no ${String(phrase)}`);
    }
  }
}

export function pdfText(bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'astrosetu-card-')), 'doc.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', file, '-'], { encoding: 'utf8' });
}

/** A 1x1 PNG, as the customer's palm photo or floor plan. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export const asha = { name: 'Asha Rao', gender: 'female', birthDate: '1990-05-15', birthTime: '10:30', birthPlace: 'Pune, Maharashtra', latitude: 18.5196, longitude: 73.8554, timezone: 'Asia/Kolkata' };

/** A test server whose orders are built by the real builders, and the customer-side steps of a purchase. */
export function setupCardPromises() {
  const reportsDir = mkdtempSync(join(tmpdir(), 'astrosetu-card-reports-'));
  const uploadDir = mkdtempSync(join(tmpdir(), 'astrosetu-card-uploads-'));
  const outboxDir = mkdtempSync(join(tmpdir(), 'astrosetu-card-outbox-'));
  const t = setupTestServer({ PUBLIC_SITE_URL: 'https://astrosetu.test', REPORTS_DIR: reportsDir, MAIL_OUTBOX_DIR: outboxDir, UPLOAD_DIR: join(uploadDir, 'public') });
  const runtime = () => t.current.server.services.fulfilment;
  beforeEach(() => {
    Object.assign(runtime().builders, runtime().workerBuilders);
  });

  const orderOf = async (txnid: string, token: string) => (await t.current.api<OrderDetail>('GET', `/api/payment/orders/${txnid}`, undefined, token)).body;
  const download = async (path: string, token: string) => {
    const response = await fetch(`${t.current.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };

  /** Pays a service through the gateway and waits for its fulfilment job: the order as the customer sees it. */
  const buyService = async (token: string, body: Record<string, unknown>): Promise<OrderDetail> => {
    const payment = await t.current.api<CreatePaymentResponse>('POST', '/api/payment/service/create', body, token);
    expect(payment.status).toBe(201);
    await postCallback(t.current, gatewayAnswer(t.current, payment.body));
    await runtime().queue.idle();
    return orderOf(payment.body.txnid, token);
  };

  /** The delivered PDF's text of an automatic order. */
  const deliveredText = async (order: OrderDetail, token: string): Promise<string> => {
    expect(order.fulfilment?.status).toBe('delivered');
    return pdfText(await download(order.fulfilment?.deliverable?.downloadUrl ?? '', token));
  };

  const uploadImage = async (token: string): Promise<string> => {
    const form = new FormData();
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'photo.png');
    const response = await fetch(`${t.current.url}/api/uploads/order-image`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(201);
    return ((await response.json()) as OrderImageResponse).file;
  };

  /** The demo astrologer claims the order from the fulfilment queue: the task as their screen gets it. */
  const claimTask = async (txnid: string): Promise<FulfilmentTaskDetail> => {
    const { token } = await t.current.loginAs('astrologer');
    const claimed = await t.current.api<FulfilmentTaskDetail>('POST', `/api/fulfilment/tasks/${txnid}/claim`, {}, token);
    expect(claimed.status).toBe(200);
    return claimed.body;
  };

  return { t, runtime, orderOf, download, buyService, deliveredText, uploadImage, claimTask };
}
