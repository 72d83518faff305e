import { z } from 'zod';

/**
 * The sponsor's target value-to-cost ratio (method 1.2): the rights-fee ratio a sponsor aims for, from which
 * the fair rights fee follows (fee = rights value ÷ target). The method's default is in the rates table
 * (`targetRatio`); a website sets its own on its rate card, from a date, with its history; a brand profile
 * may set its own, which wins.
 */

/** What a target may be: from break-even (1:1) to 10:1 (beyond, a ratio is itself an unusual figure). */
export const TARGET_RATIO_LIMITS = { min: 1, max: 10, decimals: 2 } as const;

/** A brand profile's own target (null: the website's), e.g. 2.5 for 2.5:1. */
export const targetRatioValue = z
  .number({ error: 'targetRatioInvalid' })
  .min(TARGET_RATIO_LIMITS.min, { error: 'targetRatioInvalid' })
  .max(TARGET_RATIO_LIMITS.max, { error: 'targetRatioInvalid' })
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error: 'targetRatioInvalid' })
  .nullable();

/** Where the target in effect comes from: the brand profile, the website's rate card, or the method. */
export const TARGET_RATIO_SOURCES = ['profile', 'website', 'default'] as const;

/** The target in effect for a website, a brand profile and a day, and where it comes from. */
export const effectiveTargetRatioSchema = z.object({
  ratio: z.number(),
  source: z.enum(TARGET_RATIO_SOURCES),
  /** For the website's own target, the day it took effect; null otherwise. */
  effective_from: z.string().nullable(),
});
export type EffectiveTargetRatio = z.infer<typeof effectiveTargetRatioSchema>;
