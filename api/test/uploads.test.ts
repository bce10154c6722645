import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { AuditLogPage, ErrorBody, UploadImageResponse } from '@astrosetu/contracts';
import { errorOf, setupTestServer } from './harness';

const uploadDir = mkdtempSync(join(tmpdir(), 'astrosetu-uploads-'));
const t = setupTestServer({ UPLOAD_DIR: uploadDir });
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A real 1x1 GIF. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const WEBP_START = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

let adminToken: string;
beforeAll(async () => {
  ({ token: adminToken } = await t.current.loginAs('admin'));
});

async function upload(
  bytes: Buffer,
  options: { name?: string; type?: string; field?: string; token?: string } = {},
): Promise<{ status: number; body: UploadImageResponse & ErrorBody }> {
  const form = new FormData();
  form.append(options.field ?? 'image', new Blob([bytes], { type: options.type ?? 'image/png' }), options.name ?? 'picture.png');
  const token = options.token === undefined ? adminToken : options.token;
  const response = await fetch(`${t.current.url}/api/admin/uploads/image`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as UploadImageResponse & ErrorBody };
}

describe('POST /api/admin/uploads/image', () => {
  it('when an admin uploads a real PNG, then 201 with its URL, and it is served back with the right type', async () => {
    const response = await upload(PNG);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ url: expect.stringMatching(/^\/api\/uploads\/[a-f0-9]{32}\.png$/), contentType: 'image/png', size: expect.any(Number) });

    const served = await fetch(`${t.current.url}${response.body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('immutable');
    // Re-encoded (issue 33, image-uploads.test.ts): the same 1x1 picture, not the uploaded bytes.
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.length).toBe(response.body.size);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it.each([
    // A GIF is a lossless source: it stays lossless, as a PNG (first frame).
    ['GIF', () => Promise.resolve(GIF), 'image/png', 'png'],
    ['JPEG', () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#884422' } }).jpeg().toBuffer(), 'image/jpeg', 'jpg'],
    // A WebP photo becomes a JPEG (every browser and mail client shows it).
    ['WebP', () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#884422' } }).webp().toBuffer(), 'image/jpeg', 'jpg'],
  ])('when the file is a %s, then its type comes from its bytes, not its name', async (_kind, bytes, contentType, extension) => {
    // Named and declared as PNG on purpose: only the content counts.
    const response = await upload(await bytes(), { name: 'renamed.png', type: 'image/png' });
    expect(response.status).toBe(201);
    expect(response.body.contentType).toBe(contentType);
    expect(response.body.url.endsWith(`.${extension}`)).toBe(true);
    const served = await fetch(`${t.current.url}${response.body.url}`);
    expect(served.headers.get('content-type')).toBe(contentType);
  });

  it('when a file only starts like a JPEG or WebP, then 400: it must decode as an image', async () => {
    const before = readdirSync(uploadDir).length;
    for (const fake of [Buffer.concat([JPEG_START, Buffer.alloc(64)]), Buffer.concat([WEBP_START, Buffer.alloc(64)])]) {
      const response = await upload(fake, { name: 'fake.jpg', type: 'image/jpeg' });
      expect(response.status).toBe(400);
      expect(response.body.error.fields?.image).toBe('This file could not be read as an image. Please choose a photo saved as PNG, JPEG, WebP or GIF.');
    }
    expect(readdirSync(uploadDir).length).toBe(before);
  });

  it('when a text file is renamed .png, then 400 and nothing is stored', async () => {
    const before = readdirSync(uploadDir).length;
    const response = await upload(Buffer.from('just some text pretending to be an image'), { name: 'notes.png', type: 'image/png' });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Only PNG, JPEG, WebP or GIF images can be uploaded');
    expect(readdirSync(uploadDir).length).toBe(before);
  });

  it('when an SVG is uploaded, then 400 (it could carry scripts)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(svg, { name: 'logo.svg', type: 'image/svg+xml' })).status).toBe(400);
  });

  it('when the image is over 5 MB, then 413 with the size message and nothing is stored', async () => {
    const before = readdirSync(uploadDir).length;
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(big);
    expect(response.status).toBe(413);
    expect(response.body.error.message).toBe('Image size should be less than 5MB');
    expect(readdirSync(uploadDir).length).toBe(before);
  });

  it('when the image is just under 5 MB, then it is accepted (and stored re-encoded, without the padding)', async () => {
    const almost = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - 1 - PNG.length)]);
    const response = await upload(almost);
    expect(response.status).toBe(201);
    expect(response.body.size).toBeLessThan(1024);
  });

  it('when the form has no image, or the field has another name, then 400', async () => {
    const empty = await fetch(`${t.current.url}/api/admin/uploads/image`, {
      method: 'POST',
      body: new FormData(),
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as ErrorBody).error.message).toBe('Please choose an image to upload');
    expect((await upload(PNG, { field: 'file' })).status).toBe(400);
  });

  it('when the body is JSON instead of a form, then 400', async () => {
    const response = await t.current.api('POST', '/api/admin/uploads/image', { image: 'data:image/png;base64,AAAA' }, adminToken);
    expect(response.status).toBe(400);
  });

  it('when a customer, an astrologer or nobody uploads, then 403/401 and nothing is stored', async () => {
    const before = readdirSync(uploadDir).length;
    const user = await t.current.loginAs('user');
    const astrologer = await t.current.loginAs('astrologer');
    expect((await upload(PNG, { token: user.token })).status).toBe(403);
    expect((await upload(PNG, { token: astrologer.token })).status).toBe(403);
    expect((await upload(PNG, { token: '' })).status).toBe(401);
    expect(readdirSync(uploadDir).length).toBe(before);
  });

  it('when an admin uploads, then the audit log records it', async () => {
    const response = await upload(PNG, { name: 'hindi-article-cover.png' });
    const log = await t.current.api<AuditLogPage>('GET', '/api/admin/audit-log?action=upload.image', undefined, adminToken);
    expect(log.body.items[0]).toMatchObject({ action: 'upload.image', target: { type: 'upload' }, after: { url: response.body.url } });
    expect(log.body.items[0].summary).toContain('hindi-article-cover.png');
  });
});

describe('GET /api/uploads/{file}', () => {
  it.each([
    ['an unknown stored name', `/api/uploads/${'0'.repeat(32)}.png`, 404],
    ['a path outside the folder', '/api/uploads/..%2F..%2Fpackage.json', 404],
    ['a name that was never generated', '/api/uploads/passwd', 404],
  ])('when asking for %s (%s), then %i', async (_case, path, status) => {
    const response = await t.current.api('GET', path);
    expect(response.status).toBe(status);
    expect(errorOf(response).code).toBe('NOT_FOUND');
  });
});
