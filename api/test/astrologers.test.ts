import { marketplaceFiguresOf } from '../src/modules/astrologers/astrologer.repository';
import { consultationRepository } from '../src/modules/consultations/consultation.repository';
import type { Astrologer, AstrologerSummary, MarketplaceFigures } from '@astrosetu/contracts';
import { specializations } from '@astrosetu/contracts';
import { request } from 'node:http';
import { errorOf, setupTestServer } from './harness';

const t = setupTestServer();

/** A GET as a browser revalidating its copy sends it (fetch would add Cache-Control: no-cache and never revalidate). */
function conditionalGet(path: string, ifNoneMatch?: string): Promise<{ status: number; etag?: string }> {
  const url = new URL(path, t.current.url);
  return new Promise((resolve, reject) => {
    request({ host: url.hostname, port: url.port, path: url.pathname, headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {} }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, ...(res.headers.etag ? { etag: res.headers.etag } : {}) });
    })
      .on('error', reject)
      .end();
  });
}

describe('the public catalogue revalidated by its entity tag', () => {
  it.each(['/api/astrologers', '/api/astrologers/2'])('when a browser asks %s again with the tag it has, then 304 without the body; a browser with an older copy gets the body', async (path) => {
    const first = await conditionalGet(path);
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    expect(await conditionalGet(path, first.etag)).toEqual({ status: 304, etag: first.etag });
    expect((await conditionalGet(path, '"an-older-copy"')).status).toBe(200);
  });
});

describe('GET /api/astrologers', () => {
  it('when anyone asks, then only approved astrologers are listed with the public fields and no private ones', async () => {
    const response = await t.current.api<Astrologer[]>('GET', '/api/astrologers');
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThanOrEqual(14);
    expect(response.body.every((a) => a.isApproved && a.approvalStatus === 'approved')).toBe(true);
    expect(response.body.filter((a) => a.isOnline).length).toBeGreaterThanOrEqual(3);
    expect(new Set(response.body.map((a) => a.gender))).toEqual(new Set(['male', 'female']));
    for (const astrologer of response.body) {
      expect(astrologer).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          name: expect.any(String),
          image: `/api/avatars/${astrologer.id}.svg`,
          experience: expect.any(Number),
          languages: expect.any(Array),
          description: expect.any(String),
          availableFrom: expect.stringMatching(/^\d\d:\d\d$/),
          availableTo: expect.stringMatching(/^\d\d:\d\d$/),
          reviewCount: expect.any(Number),
          totalConsultations: expect.any(Number),
          createdAt: expect.any(String),
        }),
      );
      expect(Number.isInteger(astrologer.ratePerMinute)).toBe(true);
      // Ratings come from reviews only: none without a review.
      if (astrologer.reviewCount === 0) expect(astrologer.rating).toBe(0);
      else expect(astrologer.rating).toBeGreaterThanOrEqual(1);
      expect(astrologer.rating).toBeLessThanOrEqual(5);
      for (const specialization of astrologer.specializations) expect(specializations).toContain(specialization);
      expect(astrologer).not.toHaveProperty('email');
      expect(astrologer).not.toHaveProperty('totalEarnings');
    }
  });
});

describe('GET /api/astrologers/{id}', () => {
  it('when the astrologer is approved, then its details come back', async () => {
    const response = await t.current.api<Astrologer>('GET', '/api/astrologers/2');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: 2, name: 'Dr. Meenakshi Iyer', ratePerMinute: 55, gender: 'female' });
  });

  it('when the astrologer is still pending approval, then 404', async () => {
    const list = await t.current.api<Astrologer[]>('GET', '/api/astrologers');
    const pendingId = Math.max(...list.body.map((a) => a.id)) + 1;
    const response = await t.current.api('GET', `/api/astrologers/${pendingId}`);
    expect(response.status).toBe(404);
    expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: 'Astrologer not found' });
  });

  it.each(['0', '-3', 'abc', '1.5'])('when the id is %s, then 400 with the id message', async (id) => {
    const response = await t.current.api('GET', `/api/astrologers/${id}`);
    expect(response.status).toBe(400);
    expect(errorOf(response).message).toBe('Id must be a positive whole number');
  });

  it('when the id does not exist, then 404', async () => {
    expect((await t.current.api('GET', '/api/astrologers/9999')).status).toBe(404);
  });
});

describe('GET /api/astrologer/{id}', () => {
  it('when asked, then the public name and image come back', async () => {
    const response = await t.current.api<AstrologerSummary>('GET', '/api/astrologer/1');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: 1, name: 'Pandit Rajesh Sharma', image: '/api/avatars/1.svg' });
  });

  it('when the id does not exist, then 404', async () => {
    expect((await t.current.api('GET', '/api/astrologer/9999')).status).toBe(404);
  });
});

describe('GET /api/avatars/{id}.svg', () => {
  it('when an astrologer image is requested, then a deterministic SVG with their initials is served', async () => {
    const first = await t.current.raw<string>('GET', '/api/avatars/2.svg');
    const second = await t.current.raw<string>('GET', '/api/avatars/2.svg');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(first.body).toContain('>MI</text>');
    expect(first.body).toBe(second.body);
    const other = await t.current.raw<string>('GET', '/api/avatars/1.svg');
    expect(other.body).toContain('>RS</text>');
  });

  it.each(['9999.svg', 'abc.svg', '2.png'])('when %s is requested, then 404', async (file) => {
    expect((await t.current.raw('GET', `/api/avatars/${file}`)).status).toBe(404);
  });
});

describe('catalogue freshness', () => {
  it('when an astrologer is approved or rated, then the public listing shows it on the next request', async () => {
    const { astrologerRepository } = await import('../src/modules/astrologers/astrologer.repository');
    const before = await t.current.api<Astrologer[]>('GET', '/api/astrologers');
    const figuresBefore = (await t.current.api<MarketplaceFigures>('GET', '/api/marketplace-figures')).body;
    const created = await astrologerRepository.create({
      name: 'Meera Joshi', email: 'meera.joshi@example.com', gender: 'female', experience: 3, specializations: ['Tarot Reading'],
      languages: ['Hindi'], description: 'New', ratePerMinute: 15, availableFrom: '09:00', availableTo: '18:00',
      reviewCount: 0, approvalStatus: 'approved', isOnline: true,
    });
    const after = await t.current.api<Astrologer[]>('GET', '/api/astrologers');
    expect(after.body).toHaveLength(before.body.length + 1);
    expect((await t.current.api('GET', `/api/astrologers/${created.id}`)).status).toBe(200);

    const customer = await t.current.registerUser();
    await t.current.topUp(customer.user.id, 100_000);
    const booked = await t.current.api<{ id: number }>('POST', '/api/consultations', { astrologerId: created.id, duration: 10 }, customer.token);
    // The session must have run to be rated: the astrologer joined and the birth-details step is done.
    const now = new Date();
    await consultationRepository.markAstrologerJoined(booked.body.id, now);
    await consultationRepository.markDetailsDone(booked.body.id, now);
    await consultationRepository.startIfReady(booked.body.id, now);
    await t.current.api('POST', `/api/consultations/${booked.body.id}/end`, { rating: 4 }, customer.token);
    const rated = await t.current.api<Astrologer>('GET', `/api/astrologers/${created.id}`);
    expect(rated.body).toMatchObject({ rating: 4, reviewCount: 1, totalConsultations: 1 });
    const figuresAfter = (await t.current.api<MarketplaceFigures>('GET', '/api/marketplace-figures')).body;
    expect(figuresAfter).toMatchObject({
      astrologersOnline: figuresBefore.astrologersOnline + 1,
      reviewCount: figuresBefore.reviewCount + 1,
      consultations: figuresBefore.consultations + 1,
    });
  });
});

describe('GET /api/marketplace-figures', () => {
  it('when anyone asks, then the figures are counted from the listing: online now, reviews, finished sessions', async () => {
    const { body: listing } = await t.current.api<Astrologer[]>('GET', '/api/astrologers');
    const response = await t.current.api<MarketplaceFigures>('GET', '/api/marketplace-figures');
    expect(response.status).toBe(200);
    const reviews = listing.reduce((total, astrologer) => total + astrologer.reviewCount, 0);
    expect(reviews).toBeGreaterThan(0);
    expect(response.body).toMatchObject({
      astrologersOnline: listing.filter((astrologer) => astrologer.isOnline).length,
      reviewCount: reviews,
      consultations: listing.reduce((total, astrologer) => total + astrologer.totalConsultations, 0),
    });
    // Each astrologer's rating is rounded to one decimal (their weighted mean is within 0.05 of the exact mean), and so
    // is the figure: within 0.1 of each other.
    const weighted = listing.reduce((total, astrologer) => total + astrologer.rating * astrologer.reviewCount, 0) / reviews;
    expect(Math.abs((response.body.averageRating ?? 0) - weighted)).toBeLessThanOrEqual(0.1);
  });

  it('when an astrologer goes offline, then the online count is one lower on the next request', async () => {
    const { astrologerAdminRepository } = await import('../src/modules/astrologers/astrologer-admin.repository');
    const { body: listing } = await t.current.api<Astrologer[]>('GET', '/api/astrologers');
    const online = listing.find((astrologer) => astrologer.isOnline);
    if (!online) throw new Error('the demo data has an online astrologer');
    const before = (await t.current.api<MarketplaceFigures>('GET', '/api/marketplace-figures')).body.astrologersOnline;
    try {
      await astrologerAdminRepository.setOnline(online.id, false);
      expect((await t.current.api<MarketplaceFigures>('GET', '/api/marketplace-figures')).body.astrologersOnline).toBe(before - 1);
    } finally {
      await astrologerAdminRepository.setOnline(online.id, true);
    }
  });
});

describe('marketplaceFiguresOf', () => {
  const doc = (fields: { _id: number; isOnline: boolean; ratingTotal: number; reviewCount: number; totalConsultations: number }) =>
    ({ approvalStatus: 'approved', ...fields }) as Parameters<typeof marketplaceFiguresOf>[0][number];

  it('when reviews exist, then the rating is the mean of every review’s stars (not of the astrologers’ means), one decimal', () => {
    // 4 + 5 stars for one astrologer and 5 for another: (4 + 5 + 5) / 3 = 4.67, where the mean of means would be 4.75.
    // The stored counters (5000, 3) are not read: consultations are the completed sessions of the earnings ledger.
    const figures = marketplaceFiguresOf(
      [
        doc({ _id: 1, isOnline: true, ratingTotal: 9, reviewCount: 2, totalConsultations: 5000 }),
        doc({ _id: 2, isOnline: false, ratingTotal: 5, reviewCount: 1, totalConsultations: 3 }),
      ],
      new Map([
        [1, 7],
        [2, 3],
        [99, 4],
      ]),
    );
    expect(figures).toEqual({ astrologersOnline: 1, averageRating: 4.7, reviewCount: 3, consultations: 10 });
  });

  it('when nobody has been reviewed yet, then there is no rating to state', () => {
    expect(marketplaceFiguresOf([doc({ _id: 1, isOnline: false, ratingTotal: 0, reviewCount: 0, totalConsultations: 0 })], new Map())).toEqual({
      astrologersOnline: 0,
      averageRating: null,
      reviewCount: 0,
      consultations: 0,
    });
  });
});
