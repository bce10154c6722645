import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Astrologer, AuditLogPage, ErrorBody, OrderImageResponse, OwnAstrologerProfile, PendingProfilePhoto, UploadImageResponse } from '@astrosetu/contracts';
import { SCRUBBED_MARKER, scrubStoredImages } from '../src/modules/uploads/scrub-stored-images';
import { setupTestServer } from './harness';

// Issue 33: every uploaded image is decoded and written anew (no EXIF, GPS or other metadata; upright; capped),
// and an astrologer's new photo is private until an admin approves it.

const dataDir = mkdtempSync(join(tmpdir(), 'astrosetu-image-uploads-'));
const uploadDir = join(dataDir, 'uploads');
const t = setupTestServer({ UPLOAD_DIR: uploadDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const GPS_IFD_POINTER = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];

/**
 * A 3000x1500 phone-style JPEG, left half red and right half blue, stored sideways with EXIF orientation 6
 * (shown turned 90° clockwise: red on top) and carrying a camera make and a GPS position (Pune).
 */
async function phonePhoto(width = 3000, height = 1500): Promise<Buffer> {
  const red = await sharp({ create: { width: width / 2, height, channels: 3, background: '#ff0000' } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'LeakyCam', Model: 'Home Phone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '73/1 51/1 0/1' },
    })
    .toBuffer();
}

async function expectNoMetadata(bytes: Buffer): Promise<void> {
  const meta = await sharp(bytes).metadata();
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.iptc).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  // Not hidden anywhere else in the file either.
  expect(bytes.includes('LeakyCam')).toBe(false);
  expect(bytes.includes('Exif\0\0')).toBe(false);
}

/** The colour at (x, y) as [r, g, b]. */
async function pixel(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}

const isRed = ([r, g, b]: number[]) => r > 200 && g < 60 && b < 60;
const isBlue = ([r, g, b]: number[]) => b > 200 && r < 60 && g < 60;

async function post<T>(path: string, bytes: Buffer, token: string, name = 'photo.jpg', type = 'image/jpeg'): Promise<{ status: number; body: T & ErrorBody }> {
  const form = new FormData();
  form.append('image', new Blob([bytes], { type }), name);
  const response = await fetch(`${t.current.url}${path}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as T & ErrorBody };
}

async function download(path: string, token?: string): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const response = await fetch(`${t.current.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers };
}

let astrologer: { token: string; id: number };
let adminToken: string;

beforeAll(async () => {
  const login = await t.current.loginAs('astrologer');
  astrologer = { token: login.token, id: login.user.astrologerId as number };
  ({ token: adminToken } = await t.current.loginAs('admin'));
});

const publicImage = async (id: number) => (await t.current.api<Astrologer>('GET', `/api/astrologers/${id}`)).body.image;
const ownProfile = async (token: string) => (await t.current.api<OwnAstrologerProfile>('GET', '/api/astrologer/profile', undefined, token)).body;
const uploadProfilePhoto = (bytes: Buffer, token = astrologer.token) => post<OwnAstrologerProfile>('/api/astrologer/profile/photo', bytes, token);

describe('re-encoding (every upload)', () => {
  it('when an astrologer uploads a sideways phone JPEG with GPS, then the stored photo has no metadata, stands upright and is at most 1024 px', async () => {
    const original = await phonePhoto();
    // The fixture really carries what must go: EXIF with a GPS block and an orientation.
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(GPS_IFD_POINTER.some((tag) => before.exif?.includes(tag))).toBe(true);
    expect(before.orientation).toBe(6);

    const response = await uploadProfilePhoto(original);
    expect(response.status).toBe(200);
    expect(response.body.photoReview).toMatchObject({ status: 'pending', url: expect.stringMatching(/^\/api\/profile-photos\/pending\/[a-f0-9]{32}\.jpg$/) });

    const served = await download(response.body.photoReview?.url ?? '', astrologer.token);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    await expectNoMetadata(served.bytes);
    const meta = await sharp(served.bytes).metadata();
    // 3000x1500 turned upright is 1500x3000; the longer side is capped at 1024.
    expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({ width: 512, height: 1024, format: 'jpeg' });
    expect(isRed(await pixel(served.bytes, 256, 100))).toBe(true);
    expect(isBlue(await pixel(served.bytes, 256, 924))).toBe(true);
  });

  it('when a text file is renamed .jpg, or a file only starts like a JPEG, then 400 with a clear reason and nothing is stored', async () => {
    const pendingDir = join(dataDir, 'pending-photos');
    const stored = () => (existsSync(pendingDir) ? readdirSync(pendingDir).length : 0);
    const before = stored();
    const text = await uploadProfilePhoto(Buffer.from('Dear admin, this is not a photo at all.'));
    expect(text.status).toBe(400);
    expect(text.body.error.message).toBe('Only PNG, JPEG, WebP or GIF images can be uploaded');

    const fake = await uploadProfilePhoto(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a jpeg '.repeat(20))]));
    expect(fake.status).toBe(400);
    expect(fake.body.error.message).toBe('This file could not be read as an image. Please choose a photo saved as PNG, JPEG, WebP or GIF.');
    expect(fake.body.error.fields?.image).toBe(fake.body.error.message);
    expect(stored()).toBe(before);
  });

  it('when a small PNG declares more than 50 megapixels (a decompression bomb), then 400 before it is decoded', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#000000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const response = await uploadProfilePhoto(bomb);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('This image has too many pixels (more than 50 megapixels). Please choose a smaller image.');
  });

  it('when a customer uploads a palm photo with GPS, then the private copy has no metadata, is upright and at most 2048 px', async () => {
    const customer = await t.current.registerUser();
    const response = await post<OrderImageResponse>('/api/uploads/order-image', await phonePhoto(5000, 2500), customer.token);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ contentType: 'image/jpeg', url: expect.stringMatching(/\.jpg$/) });
    const served = await download(response.body.url, customer.token);
    expect(response.body.size).toBe(served.bytes.length);
    await expectNoMetadata(served.bytes);
    const meta = await sharp(served.bytes).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 1024, height: 2048 });
    expect(isRed(await pixel(served.bytes, 512, 100))).toBe(true);
  });

  it('when a customer uploads a PNG floor plan, then it stays a lossless PNG (a line drawing would smear as JPEG), without its text chunks', async () => {
    const customer = await t.current.registerUser();
    const plan = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#ffffff' } })
      .composite([{ input: Buffer.from('<svg width="600" height="400"><rect x="20" y="20" width="560" height="360" fill="none" stroke="black" stroke-width="2"/></svg>') }])
      .png()
      .withMetadata({ orientation: 1 })
      .withExif({ IFD0: { Make: 'LeakyCam' } })
      .toBuffer();
    expect((await sharp(plan).metadata()).exif).toBeDefined();
    const response = await post<OrderImageResponse>('/api/uploads/order-image', plan, customer.token, 'plan.png', 'image/png');
    expect(response.status).toBe(201);
    expect(response.body.contentType).toBe('image/png');
    const served = await download(response.body.url, customer.token);
    await expectNoMetadata(served.bytes);
    // The one-pixel-wide wall is still pure black next to pure white.
    expect(await pixel(served.bytes, 20, 200)).toEqual([0, 0, 0]);
    expect(await pixel(served.bytes, 300, 200)).toEqual([255, 255, 255]);
  });

  it('when an admin uploads an article image with GPS, then the public copy has none', async () => {
    const response = await post<UploadImageResponse>('/api/admin/uploads/image', await phonePhoto(), adminToken);
    expect(response.status).toBe(201);
    const served = await download(response.body.url);
    await expectNoMetadata(served.bytes);
    expect(response.body.size).toBe(served.bytes.length);
  });
});

describe('an astrologer’s new photo waits for an admin', () => {
  it('when a photo is uploaded, then the public profile keeps the old one until an admin approves; approved, it is public and pending no more', async () => {
    const oldImage = await publicImage(astrologer.id);
    const uploaded = await uploadProfilePhoto(await phonePhoto(1200, 800));
    const pendingUrl = uploaded.body.photoReview?.url ?? '';
    expect(uploaded.body.image).toBe(oldImage);
    expect(await publicImage(astrologer.id)).toBe(oldImage);
    expect((await ownProfile(astrologer.token)).photoReview?.status).toBe('pending');

    const queue = await t.current.api<PendingProfilePhoto[]>('GET', '/api/admin/profile-photos', undefined, adminToken);
    expect(queue.body).toContainEqual({ astrologerId: astrologer.id, name: expect.any(String), currentImage: oldImage, pendingUrl, submittedAt: expect.any(String) });
    expect((await download(pendingUrl, adminToken)).status).toBe(200);

    const approved = await t.current.api<Astrologer>('POST', `/api/admin/profile-photos/${astrologer.id}/approve`, {}, adminToken);
    expect(approved.status).toBe(200);
    const newImage = await publicImage(astrologer.id);
    expect(newImage).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.jpg$/);
    expect(newImage).not.toBe(oldImage);
    const served = await download(newImage);
    expect(served.status).toBe(200);
    await expectNoMetadata(served.bytes);
    expect((await ownProfile(astrologer.token)).photoReview).toBeNull();
    expect((await download(pendingUrl, astrologer.token)).status).toBe(404);

    const log = await t.current.api<AuditLogPage>('GET', '/api/admin/audit-log?action=astrologer.photo-approve', undefined, adminToken);
    expect(log.body.items[0]).toMatchObject({ target: { type: 'astrologer', id: astrologer.id }, before: { image: oldImage }, after: { image: newImage } });
  });

  it('when someone else asks for a pending photo (anonymous, a customer, another astrologer), then it is not there for them', async () => {
    const uploaded = await uploadProfilePhoto(await phonePhoto(400, 200));
    const pendingUrl = uploaded.body.photoReview?.url ?? '';
    const file = pendingUrl.slice(pendingUrl.lastIndexOf('/') + 1);
    const customer = await t.current.registerUser();
    const other = await t.current.createAstrologerAccount(astrologer.id === 2 ? 3 : 2);
    expect((await download(pendingUrl)).status).toBe(401);
    expect((await download(pendingUrl, customer.token)).status).toBe(404);
    expect((await download(pendingUrl, other.token)).status).toBe(404);
    // Not under the public uploads path either.
    expect((await download(`/api/uploads/${file}`)).status).toBe(404);
    expect((await download(pendingUrl, astrologer.token)).status).toBe(200);
  });

  it('when a second photo is uploaded before the decision, then it replaces the first (whose file is gone)', async () => {
    const first = (await uploadProfilePhoto(await phonePhoto(400, 200))).body.photoReview?.url ?? '';
    const second = (await uploadProfilePhoto(await phonePhoto(600, 200))).body.photoReview?.url ?? '';
    expect(second).not.toBe(first);
    expect((await download(first, adminToken)).status).toBe(404);
    const queue = await t.current.api<PendingProfilePhoto[]>('GET', '/api/admin/profile-photos', undefined, adminToken);
    expect(queue.body.filter((row) => row.astrologerId === astrologer.id).map((row) => row.pendingUrl)).toEqual([second]);
  });

  it('when an admin rejects with a reason, then the public photo stays the old one and the astrologer reads the reason', async () => {
    const oldImage = await publicImage(astrologer.id);
    const pendingUrl = (await uploadProfilePhoto(await phonePhoto(400, 200))).body.photoReview?.url ?? '';

    const noReason = await t.current.api('POST', `/api/admin/profile-photos/${astrologer.id}/reject`, { reason: '  ' }, adminToken);
    expect(noReason.status).toBe(400);
    const rejected = await t.current.api('POST', `/api/admin/profile-photos/${astrologer.id}/reject`, { reason: 'Your face should be clearly visible' }, adminToken);
    expect(rejected.status).toBe(204);

    expect(await publicImage(astrologer.id)).toBe(oldImage);
    expect((await ownProfile(astrologer.token)).photoReview).toMatchObject({ status: 'rejected', reason: 'Your face should be clearly visible', decidedAt: expect.any(String) });
    expect((await download(pendingUrl, astrologer.token)).status).toBe(404);
    // Nothing is left to decide on.
    expect((await t.current.api('POST', `/api/admin/profile-photos/${astrologer.id}/approve`, {}, adminToken)).status).toBe(404);

    const log = await t.current.api<AuditLogPage>('GET', '/api/admin/audit-log?action=astrologer.photo-reject', undefined, adminToken);
    expect(log.body.items[0]).toMatchObject({ target: { type: 'astrologer', id: astrologer.id }, after: { reason: 'Your face should be clearly visible' } });
  });

  it('when a customer or an astrologer calls the admin routes, then 403', async () => {
    const customer = await t.current.registerUser();
    expect((await t.current.api('GET', '/api/admin/profile-photos', undefined, customer.token)).status).toBe(403);
    expect((await t.current.api('POST', `/api/admin/profile-photos/${astrologer.id}/approve`, {}, astrologer.token)).status).toBe(403);
  });
});

describe('images stored before re-encoding', () => {
  it('when stored images are scrubbed (once, at server start), then a photo with GPS is rewritten, upright, same name and format, without metadata', async () => {
    const directory = join(dataDir, 'old-uploads');
    mkdirSync(directory, { recursive: true });
    const name = `${'a'.repeat(32)}.jpg`;
    writeFileSync(join(directory, name), await phonePhoto(300, 150));
    const clean = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#00ff00' } }).png().toBuffer();
    writeFileSync(join(directory, `${'b'.repeat(32)}.png`), clean);

    expect(await scrubStoredImages(directory)).toEqual({ scrubbed: 1, unreadable: 0 });
    const bytes = readFileSync(join(directory, name));
    await expectNoMetadata(bytes);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 150, height: 300 });
    // A clean file is not touched, and the marker makes the next start skip the directory.
    expect(readFileSync(join(directory, `${'b'.repeat(32)}.png`)).equals(clean)).toBe(true);
    expect(existsSync(join(directory, SCRUBBED_MARKER))).toBe(true);
    writeFileSync(join(directory, `${'c'.repeat(32)}.jpg`), await phonePhoto(300, 150));
    expect(await scrubStoredImages(directory)).toEqual({ scrubbed: 0, unreadable: 0 });
  });
});
