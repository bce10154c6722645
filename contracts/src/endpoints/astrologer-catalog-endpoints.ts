import { z } from 'zod';
import { astrologerSchema, astrologerSummarySchema, marketplaceFiguresSchema } from '../astrologer';
import { idParamsSchema } from '../ids';
import { endpoint, schemaResponse, type Endpoint } from './endpoint';

/** Public astrologer discovery, no token needed (api/src/modules/astrologer-catalog). */
export const astrologerCatalogEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/astrologers',
    summary: 'Approved astrologers in id order',
    access: 'public',
    response: schemaResponse('Astrologer[]', z.array(astrologerSchema)),
  }),
  figures: endpoint({
    method: 'GET',
    path: '/marketplace-figures',
    summary: "The home page's figures: online now, rating from all reviews, finished consultations",
    access: 'public',
    response: schemaResponse('MarketplaceFigures', marketplaceFiguresSchema),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/astrologers/:id',
    summary: 'One approved astrologer',
    access: 'public',
    params: idParamsSchema,
    response: schemaResponse('Astrologer', astrologerSchema),
  }),
  /** Only a numeric id is answered here: anything else falls through to the astrologer's own routes (/astrologer/profile, ...). */
  summary: endpoint({
    method: 'GET',
    path: '/astrologer/:id',
    summary: 'The public card of one astrologer (any approval state)',
    access: 'public',
    params: idParamsSchema,
    response: schemaResponse('AstrologerSummary', astrologerSummarySchema),
  }),
} satisfies Record<string, Endpoint>;
