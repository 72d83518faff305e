import { fill } from '../i18n/catalogue/fill.ts';
import { PROPERTY_FORM_TEXTS, type PropertyFormTexts } from '../i18n/catalogue/property-form.ts';
import { REPORT_TEXTS } from '../i18n/catalogue/reports.ts';
import type { Language } from '../i18n/languages.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { OBJECTIVES, type Objective } from '../profiles/options.ts';
import type { PropertyStep } from '../properties/options.ts';
import { PROPERTY_STEP_MESSAGES } from '../properties/rules.ts';
import type { PropertyData } from '../properties/schema.ts';

type FormKey = keyof PropertyFormTexts['form'];

/** A field of the form: its step, the section it sits in, and its own label (all keys of the form's texts). */
interface Place {
  step: PropertyStep;
  section?: FormKey;
  field?: FormKey;
}

/** Fields the engine reads and may have to assume, by their path in the property. */
const FIELDS: Record<string, Place> = {
  'general.campaign_duration_months': { step: 'general', section: 'marketTitle', field: 'campaignDuration' },
  'general.events_per_season': { step: 'general', section: 'marketTitle', field: 'eventsPerSeason' },
  'general.years_in_operation': { step: 'general', section: 'marketTitle', field: 'yearsInOperation' },
  'general.exclusivity': { step: 'general', section: 'classificationTitle', field: 'exclusivity' },
  'general.sponsor_benefits': { step: 'general', section: 'classificationTitle', field: 'sponsorBenefits' },
  'general.sponsorship_type': { step: 'general', section: 'classificationTitle', field: 'type' },
  'general.digital_audiences': { step: 'general', section: 'digitalTitle' },
  'target.public_awareness': { step: 'target', section: 'audienceTitle', field: 'publicAwareness' },
  'target.property_scope': { step: 'target', section: 'audienceTitle', field: 'scope' },
  'target.direct_cumulative_audience': { step: 'target', section: 'audienceTitle', field: 'directAudience' },
  'target.audience_audited': { step: 'target', section: 'audienceTitle', field: 'audited' },
  'target.audience_segments': { step: 'target', section: 'segmentsTitle' },
  'relevance.characteristics': { step: 'relevance', section: 'characteristicsTitle' },
  'relevance.likelihood_use_by_participants': {
    step: 'relevance',
    section: 'likelihoodTitle',
    field: 'useByParticipants',
  },
  'relevance.likelihood_consumption_broadcast': {
    step: 'relevance',
    section: 'likelihoodTitle',
    field: 'consumptionBroadcast',
  },
  'relevance.likelihood_clients_in_audience': {
    step: 'relevance',
    section: 'likelihoodTitle',
    field: 'clientsInAudience',
  },
  'relevance.category_engagement': {
    step: 'relevance',
    section: 'likelihoodTitle',
    field: 'categoryEngagement',
  },
  'relevance.onsite_visibility': { step: 'relevance', section: 'sponsorsTitle', field: 'onsiteVisibility' },
  'relevance.sponsor_counts': { step: 'relevance', section: 'sponsorsTitle', field: 'sponsorCounts' },
  'management.account_manager': { step: 'management', section: 'relationshipTitle', field: 'accountManager' },
  'management.sustainability_plan': {
    step: 'management',
    section: 'relationshipTitle',
    field: 'sustainability',
  },
  'management.satisfaction': { step: 'management', section: 'relationshipTitle', field: 'satisfaction' },
  'management.regard': { step: 'management', section: 'relationshipTitle', field: 'regard' },
  'management.information_sources': {
    step: 'management',
    section: 'relationshipTitle',
    field: 'informationSources',
  },
  'management.agreements': { step: 'management', section: 'agreementsTitle' },
  'management.rights_fee': { step: 'management', section: 'financesTitle', field: 'rightsFee' },
  // Method 1.0 listed the management score as a whole.
  management: { step: 'management' },
  'owned_media.hospitality_included': {
    step: 'owned_media',
    section: 'hospitalityTitle',
    field: 'hospitalityIncluded',
  },
  'owned_media.promotional_plan': { step: 'owned_media', section: 'promotionalPlanTitle' },
  'owned_media.broadcast': { step: 'owned_media', section: 'broadcastTitle' },
  'owned_media.contractual_benefits': { step: 'owned_media', section: 'benefitsTitle' },
  'paid_media.channels': { step: 'paid_media', section: 'paidMediaTitle' },
  'hospitality.items': { step: 'hospitality', section: 'hospitalityTitle' },
  'activation.items': { step: 'activation', section: 'activationTitle' },
};

/** The field of a media line or an item, by the name the engine gives it. */
const ITEM_FIELDS: Record<string, FormKey> = {
  impressions_estimated: 'estimated',
  impressions_actual: 'actual',
  predominance: 'predominance',
  exposure: 'exposure',
  delivery: 'delivery',
  times_offered: 'timesOffered',
  unit_value: 'unitValue',
  quantity: 'quantity',
  attendees_engaged: 'attendees',
  media_buy: 'mediaBuy',
};

const ITEM_LISTS: Record<string, (property: PropertyData) => { name: string }[]> = {
  'owned_media.contractual_benefits': (p) => p.owned_media.contractual_benefits,
  'hospitality.items': (p) => p.hospitality.items,
  'activation.items': (p) => p.activation.items,
};

export const LABEL_SEPARATOR = ' › ';

/**
 * An input the engine had to assume, named as the property form names it, in the reader's language:
 * "Step › Section › Field", with a media line's channel or an item's own name before the field
 * ("Owned media › Contractual benefits › Rink board › Predominance (1–5)"). Never a path: a path the form
 * does not show (none today) reads as the step, or as "Another input".
 */
export function assumedInputLabel(path: string, property: PropertyData | null, lang: Language): string {
  const form = PROPERTY_FORM_TEXTS[lang].form;
  const options = PROPERTY_FORM_TEXTS[lang].options;
  const parts = path.split('.');
  const objective = parts[0] === 'scores' ? (parts[1] as Objective) : null;
  if (objective && OBJECTIVES.includes(objective)) {
    // Method 1.0 listed objective scores that had no answered part.
    const name = REPORT_TEXTS[lang].labels.objectives[objective];
    return `${REPORT_TEXTS[lang].m.score}${LABEL_SEPARATOR}${name}`;
  }
  // The longest known prefix names the place; what follows is a channel, an item or a statement.
  for (let length = Math.min(parts.length, 2); length >= 1; length--) {
    const prefix = parts.slice(0, length).join('.');
    const place = FIELDS[prefix];
    if (!place) continue;
    const rest = parts.slice(length);
    const names = [MESSAGES[lang][PROPERTY_STEP_MESSAGES[place.step]]];
    if (place.section) names.push(form[place.section]);
    if (place.field) names.push(form[place.field]);
    const [first, second] = rest;
    if (prefix === 'management.agreements' && first) {
      names.push((options.agreements as Record<string, string>)[first] ?? '');
    } else if (first !== undefined && ITEM_LISTS[prefix]) {
      const item = property ? ITEM_LISTS[prefix](property)[Number(first)] : undefined;
      names.push(item?.name ?? fill(form.item, { number: Number(first) + 1 }));
      if (second) names.push(form[ITEM_FIELDS[second] ?? 'value']);
    } else if (first !== undefined && !place.field) {
      names.push((options.mediaChannels as Record<string, string>)[first] ?? first);
      if (second) names.push(form[ITEM_FIELDS[second] ?? 'value']);
    }
    return names.filter(Boolean).join(LABEL_SEPARATOR);
  }
  return REPORT_TEXTS[lang].m.anotherInput;
}
