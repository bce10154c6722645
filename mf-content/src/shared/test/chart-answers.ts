import type { ApiAnswerValue } from '@astrosetu/web-core/testing';

/** The chart renderer's answer: an SVG image, as POST /api/chart/image sends it. */
export const svgAnswer: ApiAnswerValue = {
  status: 200,
  contentType: 'image/svg+xml',
  body: '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500" role="img" aria-label="North Indian birth chart"></svg>',
};
