import { addError, checkPercentGroup, type FieldErrorKeys } from '../common/percent-groups.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { CHARACTERISTICS, DEMOGRAPHICS } from '../profiles/options.ts';
import {
  AGREEMENT_STATEMENTS,
  BROADCAST_CHANNELS,
  MEDIA_CHANNELS,
  PROPERTY_STEPS,
  type PropertyStep,
  SPONSOR_TIERS,
} from './options.ts';
import type { MediaLine, PropertyData } from './schema.ts';

type Path = string;

function requireFilled(
  errors: FieldErrorKeys,
  base: Path,
  values: Record<string, unknown>,
  keys: readonly string[],
) {
  for (const key of keys) {
    const value = values[key];
    if (value === null || value === undefined || value === '')
      addError(errors, `${base}.${key}`, 'fieldRequired');
  }
}

function requireChoice(
  errors: FieldErrorKeys,
  base: Path,
  values: Record<string, unknown>,
  keys: readonly string[],
) {
  for (const key of keys) {
    const value = values[key];
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) {
      addError(errors, `${base}.${key}`, 'optionRequired');
    }
  }
}

/** A media line with impressions needs the quality of its exposure to be valued. */
function checkMediaLine(errors: FieldErrorKeys, path: Path, line: MediaLine) {
  if (line.impressions_estimated === null && line.impressions_actual === null) return;
  requireFilled(errors, path, line, ['predominance', 'exposure', 'delivery']);
}

/**
 * The rules a property's values must meet. On every save: no end before the beginning. To be complete: no
 * percent group over 100 (a draft is saved with any total, so that nothing typed is lost, and the form marks
 * it), the fields a valuation needs are filled (the list below is the definition of
 * "required" for the 9-step form); optional fields left empty are reported by the valuation as missing.
 */
export function propertyErrors(property: PropertyData): FieldErrorKeys {
  const errors: FieldErrorKeys = {};
  const { general, target, relevance, management, owned_media, paid_media, hospitality, activation } =
    property;

  if (general.start_date && general.end_date && general.end_date < general.start_date) {
    addError(errors, 'general.end_date', 'endBeforeStart');
  }
  if (property.status !== 'complete') return errors;

  for (const dimension of Object.keys(DEMOGRAPHICS).filter((d) => d !== 'ethnicity')) {
    const group = target.audience_segments[dimension as keyof typeof target.audience_segments];
    checkPercentGroup(errors, `target.audience_segments.${dimension}`, group, false);
  }
  checkPercentGroup(errors, 'target.audience_origin', target.audience_origin, false);
  checkPercentGroup(errors, 'target.ethnicity', target.ethnicity, false);

  requireFilled(errors, 'general', general, [
    'start_date',
    'end_date',
    'campaign_duration_months',
    'similar_organizations',
    'years_in_operation',
  ]);
  if (general.city === null) addError(errors, 'general.city', 'cityInvalid');
  requireChoice(errors, 'general', general, [
    'sponsorship_type',
    'category',
    'sponsorship_level',
    'exclusivity',
  ]);

  requireChoice(errors, 'target', target, ['property_scope', 'audience_audited', 'public_awareness']);
  requireFilled(errors, 'target', target, [
    'direct_cumulative_audience',
    'first_time_visitors',
    'average_visits_per_person',
  ]);
  if (Object.values(target.audience_origin).every((v) => v === null)) {
    addError(errors, 'target.audience_origin', 'fieldRequired');
  }

  requireChoice(errors, 'relevance.characteristics', relevance.characteristics, CHARACTERISTICS);
  requireChoice(errors, 'relevance', relevance, [
    'likelihood_use_by_participants',
    'likelihood_consumption_broadcast',
    'likelihood_clients_in_audience',
    'category_engagement',
    'onsite_visibility',
  ]);
  requireFilled(errors, 'relevance.sponsor_counts', relevance.sponsor_counts, SPONSOR_TIERS);
  requireFilled(errors, 'relevance', relevance, ['new_sponsors_last_year']);

  requireChoice(errors, 'management', management, [
    'account_manager',
    'satisfaction',
    'regard',
    'sustainability_plan',
    'market_importance',
    'annual_budget',
  ]);
  requireChoice(errors, 'management.agreements', management.agreements, AGREEMENT_STATEMENTS);
  requireFilled(errors, 'management', management, ['rights_fee']);

  for (const channel of MEDIA_CHANNELS) {
    checkMediaLine(errors, `owned_media.promotional_plan.${channel}`, owned_media.promotional_plan[channel]);
    checkMediaLine(errors, `paid_media.channels.${channel}`, paid_media.channels[channel]);
  }
  for (const channel of BROADCAST_CHANNELS) {
    checkMediaLine(errors, `owned_media.broadcast.${channel}`, owned_media.broadcast[channel]);
  }
  owned_media.contractual_benefits.forEach((benefit, i) => {
    requireFilled(errors, `owned_media.contractual_benefits.${i}`, benefit, [
      'times_offered',
      'unit_value',
      'predominance',
      'exposure',
      'delivery',
    ]);
  });
  requireChoice(errors, 'owned_media', owned_media, ['hospitality_included']);

  if (owned_media.hospitality_included && hospitality.items.length === 0) {
    addError(errors, 'hospitality.items', 'fieldRequired');
  }
  hospitality.items.forEach((item, i) => {
    requireFilled(errors, `hospitality.items.${i}`, item, ['quantity', 'unit_value']);
  });
  activation.items.forEach((item, i) => {
    requireFilled(errors, `activation.items.${i}`, item, ['cost', 'times_offered']);
    if (item.kind === 'experiential')
      requireFilled(errors, `activation.items.${i}`, item, ['attendees_engaged']);
    if (item.kind === 'paid_media') requireFilled(errors, `activation.items.${i}`, item, ['media_buy']);
  });
  property.custom_metrics.items.forEach((metric, i) => {
    requireFilled(errors, `custom_metrics.items.${i}`, metric, ['value']);
  });
  return errors;
}

/** The steps that hold at least one error, in form order. */
export function propertyStepsWithErrors(errors: FieldErrorKeys): PropertyStep[] {
  const steps = new Set(Object.keys(errors).map((path) => path.split('.')[0]));
  return PROPERTY_STEPS.filter((step) => steps.has(step));
}

/** The message key of each step's name, for "Please fill all required fields in the following section(s)". */
export const PROPERTY_STEP_MESSAGES = {
  general: 'propertyStepGeneral',
  target: 'propertyStepTarget',
  relevance: 'propertyStepRelevance',
  management: 'propertyStepManagement',
  owned_media: 'propertyStepOwnedMedia',
  paid_media: 'propertyStepPaidMedia',
  hospitality: 'propertyStepHospitality',
  activation: 'propertyStepActivation',
  custom_metrics: 'propertyStepCustomMetrics',
} as const satisfies Record<PropertyStep, MessageKey>;
