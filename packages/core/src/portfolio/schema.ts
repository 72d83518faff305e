import { z } from 'zod';
import { SPONSORSHIP_TYPES } from '../properties/options.ts';
import { RATIO_BANDS } from '../valuation/rates.ts';

/** One complete property of the portfolio, valued as the list values it (a neutral brand, the website's rates). */
export const portfolioRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sponsorship_type: z.enum(SPONSORSHIP_TYPES).nullable(),
  region: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  rights_fee: z.number(),
  activation: z.number(),
  value: z.number(),
  /** Method 1.2's two ratios: the rights value against the rights fee, the programme against its cost. */
  ratio: z.number().nullable(),
  programme_ratio: z.number().nullable(),
  /** The verdict's band (two when the interval straddles them); empty while preliminary. */
  verdict: z.array(z.enum(RATIO_BANDS)),
  preliminary: z.boolean(),
  fair_rights_fee: z.number().nullable(),
  /** The newest detailed report of this property, when there is one. */
  report_id: z.number().int().nullable(),
});
export type PortfolioRow = z.infer<typeof portfolioRowSchema>;

export const portfolioSchema = z.object({
  rows: z.array(portfolioRowSchema),
  totals: z.object({
    count: z.number().int(),
    rights_fee: z.number(),
    activation: z.number(),
    value: z.number(),
    ratio: z.number().nullable(),
    programme_ratio: z.number().nullable(),
  }),
  /** Whether the admins get an e-mail 90 and 30 days before a contract ends. */
  renewal_reminders: z.boolean(),
  /** Contracts ending in the next 180 days, soonest first. */
  renewals: z.array(portfolioRowSchema.extend({ days_left: z.number().int() })),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

export const portfolioSettingsSchema = z.object({
  renewal_reminders: z.boolean({ error: 'optionRequired' }),
});
