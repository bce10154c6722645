import { z } from 'zod';
import { birthInputSchema } from './birth-input';
import { chartImageFormats, chartStyles } from './chart-styles';
import { zodiacSigns } from './zodiac';

const signIndexByName = new Map<string, number>();
zodiacSigns.forEach((sign, index) => {
  signIndexByName.set(sign.id, index);
  signIndexByName.set(sign.sanskrit.toLowerCase(), index);
});
// Common alternative spellings of rashi names.
for (const [name, index] of [
  ['mesh', 0], ['vrishabh', 1], ['vrushabha', 1], ['mithun', 2], ['kark', 3], ['karkataka', 3], ['singh', 4], ['simha', 4],
  ['vrischika', 7], ['vrishchik', 7], ['dhanus', 8], ['dhanush', 8], ['makar', 9], ['kumbh', 10], ['meen', 11], ['mina', 11],
] as const) {
  signIndexByName.set(name, index);
}

/** A sign given as its index 0 (Aries) to 11 (Pisces), or its English or Sanskrit name. */
export const signReferenceSchema = z
  .union([z.number(), z.string()], { message: 'Sign must be a sign name or an index 0-11' })
  .transform((value, ctx) => {
    const index = typeof value === 'number' ? value : signIndexByName.get(value.trim().toLowerCase());
    if (index === undefined || !Number.isInteger(index) || index < 0 || index > 11) {
      ctx.addIssue({ code: 'custom', message: `Unknown sign: ${String(value)}` });
      return z.NEVER;
    }
    return index;
  });

/** The minimum a chart drawing needs: the ascendant's sign and where each planet is. */
export const chartDrawingSchema = z.object({
  ascendantSign: signReferenceSchema,
  planets: z
    .array(
      z.object({
        name: z.string().trim().min(1, 'Planet name is required').max(12, 'Planet name must be at most 12 characters'),
        sign: signReferenceSchema,
        degree: z.number().min(0).max(30).optional(),
        retrograde: z.boolean().optional(),
      }),
    )
    .max(20, 'At most 20 planets can be drawn'),
});
export type ChartDrawing = z.infer<typeof chartDrawingSchema>;
export type ChartDrawingInput = z.input<typeof chartDrawingSchema>;

/** POST /api/chart/image: draw a given chart, or compute one from a birth input, in one of four styles. */
export const chartImageRequestSchema = z
  .object({
    chart: chartDrawingSchema.optional(),
    birth: birthInputSchema.optional(),
    /** Unset: the style the request's language reads (defaultChartStyleFor: South Indian for Tamil, Telugu, Kannada and Malayalam, else North Indian). */
    style: z.enum(chartStyles, { message: 'Style must be north, south, diamond or east' }).optional(),
    format: z.enum(chartImageFormats, { message: 'Format must be svg or png' }).default('svg'),
    /** Width and height in pixels (the chart is square). */
    // 1200 px is enough for print; a bigger PNG is a large render for an anonymous request.
    size: z.coerce.number().int().min(200, 'Size must be between 200 and 1200').max(1200, 'Size must be between 200 and 1200').default(500),
    title: z.string().trim().max(60, 'Title must be at most 60 characters').optional(),
  })
  .refine((value) => value.chart !== undefined || value.birth !== undefined, {
    message: 'Send a chart or a birth input',
    path: ['chart'],
  });
export type ChartImageRequest = z.infer<typeof chartImageRequestSchema>;
