import {
  benefitUnitValue,
  benefitValueSchema,
  cpmListSchema,
  cpmView,
  DIGITAL_PLATFORMS,
  explainBenefitValue,
  type Rates,
  rowIdParam,
} from '@cakemix/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { requireAuth, signedIn } from '../../plugins/authentication.ts';
import type { AuthService } from '../auth/service.ts';
import type { BenefitsService } from '../benefits/service.ts';
import { fromRecord } from '../properties/record.ts';
import type { PropertiesService } from '../properties/service.ts';

const tags = ['valuation'];

/**
 * The valuation as the property form uses it: the CPM view and a catalogue benefit's suggested value, with
 * the website's rates of the day (its rate card; a property's own CPM override still wins).
 */
export function valuationRoutes(deps: {
  auth: AuthService;
  properties: PropertiesService;
  benefits: BenefitsService;
  rates(websiteId: number): Promise<Rates>;
}): FastifyPluginAsyncZod {
  const { properties, benefits, rates } = deps;
  const property = async (websiteId: number, propertyId: number) =>
    fromRecord((await properties.find(websiteId, propertyId)).record);

  return async (app) => {
    app.addHook('onRequest', requireAuth(deps.auth));

    app.get(
      '/properties/:id/cpm',
      {
        schema: {
          tags,
          summary:
            'The CPM view: per channel the default and override CPMs, impressions, value, and value per 1,000 delivered impressions',
          params: z.object({ id: rowIdParam }),
          response: { 200: cpmListSchema },
        },
      },
      async (request) => {
        const { websiteId } = signedIn(request).user;
        const data = await property(websiteId, request.params.id);
        return {
          property_id: request.params.id,
          cpm: cpmView(data, await rates(websiteId)).map((row) => ({
            channel: row.channel,
            default_cpm: row.defaultCpm,
            override_cpm: row.overrideCpm,
            cpm: row.cpm,
            impressions_estimated: row.impressionsEstimated,
            impressions_actual: row.impressionsActual,
            impressions_delivered: row.impressionsDelivered,
            expected_value: row.expectedCents / 100,
            delivered_value: row.deliveredCents / 100,
            value_per_thousand: row.valuePerThousandCents === null ? null : row.valuePerThousandCents / 100,
          })),
        };
      },
    );

    app.get(
      '/properties/:propertyId/benefits/:benefitId/get-value',
      {
        schema: {
          tags,
          summary:
            "A catalogue benefit's suggested unit value for this property, with how it was obtained; a per-post benefit is valued per social platform (the one asked for, else the one with the largest reach)",
          params: z.object({ propertyId: rowIdParam, benefitId: rowIdParam }),
          querystring: z.object({
            /** Value a per-post benefit on this platform (ignored by other benefits). */
            platform: z.enum(DIGITAL_PLATFORMS).optional(),
          }),
          response: { 200: benefitValueSchema },
        },
      },
      async (request) => {
        const { propertyId, benefitId } = request.params;
        const { websiteId } = signedIn(request).user;
        const data = await property(websiteId, propertyId);
        const benefit = await benefits.find(benefitId);
        if (!benefit) throw AppError.notFound();
        const value = benefitUnitValue(benefit, data, await rates(websiteId), request.query.platform);
        return {
          property_id: propertyId,
          benefit_id: benefitId,
          unit_value: value.unitValue,
          formula: value.formula,
          inputs: value.inputs,
          missing: value.missing,
          explanation: { en: explainBenefitValue(value, 'en'), fr: explainBenefitValue(value, 'fr') },
          per_platform: value.perPlatform.map((row) => ({
            platform: row.platform,
            impressions: row.impressions,
            unit_value: row.unitValue,
          })),
        };
      },
    );
  };
}
