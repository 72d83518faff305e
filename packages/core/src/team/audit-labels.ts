import { AUDIT_TEXTS } from '../i18n/catalogue/audit.ts';
import { fill } from '../i18n/catalogue/fill.ts';
import { PROPERTY_FORM_TEXTS, type PropertyFormTexts } from '../i18n/catalogue/property-form.ts';
import { RATE_CARD_TEXTS, rateCardKeyLabel } from '../i18n/catalogue/rate-card.ts';
import { REPORT_TEXTS } from '../i18n/catalogue/reports.ts';
import { formatCents, formatDate, formatNumber } from '../i18n/format.ts';
import type { Language } from '../i18n/languages.ts';
import { MESSAGES } from '../i18n/messages.ts';
import type { PropertyStep } from '../properties/options.ts';
import { PROPERTY_STEP_MESSAGES } from '../properties/rules.ts';
import { assumedInputLabel, LABEL_SEPARATOR } from '../reports/assumed.ts';
import { isRateCardKey } from '../valuation/rate-card.ts';
import type { AuditEntry, AuditRecordType } from './schemas.ts';

type FormKey = keyof PropertyFormTexts['form'];

/** A property's columns, by the form's label of each. */
const PROPERTY_COLUMNS: Record<string, FormKey> = {
  name: 'name',
  start_date: 'startDate',
  end_date: 'endDate',
  city_name: 'city',
  sponsorship_type: 'type',
  category: 'category',
  sponsorship_level: 'level',
  asked_price_cents: 'rightsFee',
};

/** Each kind of repeating item: its step and the title of its list in the form. */
const ITEM_PLACES: Record<string, { step: PropertyStep; section: FormKey }> = {
  digital_audience: { step: 'general', section: 'digitalTitle' },
  social_handle: { step: 'general', section: 'handlesTitle' },
  contractual_benefit: { step: 'owned_media', section: 'benefitsTitle' },
  hospitality_item: { step: 'hospitality', section: 'hospitalityTitle' },
  activation_item: { step: 'activation', section: 'activationTitle' },
  custom_metric: { step: 'custom_metrics', section: 'metricsTitle' },
};

const camel = (key: string) => key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
const isStep = (key: string): key is PropertyStep => Object.hasOwn(PROPERTY_STEP_MESSAGES, key);

function propertyFieldLabel(field: string, lang: Language): string {
  const form = PROPERTY_FORM_TEXTS[lang].form;
  const column = PROPERTY_COLUMNS[field];
  if (column) return form[column];
  const [head, ...rest] = field.split('.');
  if (head === 'items') {
    const place = ITEM_PLACES[rest[0] ?? ''];
    if (place) {
      const step = MESSAGES[lang][PROPERTY_STEP_MESSAGES[place.step]];
      // A step holding one list is titled as it ("Activation"): named once.
      return step === form[place.section] ? step : `${step}${LABEL_SEPARATOR}${form[place.section]}`;
    }
  }
  if (head === 'data' && rest[0] && isStep(rest[0])) {
    const path = rest.join('.');
    const known = assumedInputLabel(path, null, lang);
    if (known !== REPORT_TEXTS[lang].m.anotherInput) return known;
    // A field the engine never assumes: its step, and its own label where the form's key matches its name.
    const own = rest[1] ? (form as Record<string, string>)[camel(rest[1])] : undefined;
    return [MESSAGES[lang][PROPERTY_STEP_MESSAGES[rest[0]]], own].filter(Boolean).join(LABEL_SEPARATOR);
  }
  return (
    AUDIT_TEXTS[lang].fields[field as keyof (typeof AUDIT_TEXTS)['en']['fields']] ??
    REPORT_TEXTS[lang].m.anotherInput
  );
}

function profileFieldLabel(field: string, lang: Language): string {
  const [head, group, member] = field.split('.');
  const texts = AUDIT_TEXTS[lang];
  if (head !== 'data' || !group) return texts.fields[field as keyof typeof texts.fields] ?? field;
  const title =
    texts.profileFields[group as keyof typeof texts.profileFields] ?? texts.recordTypes.brand_profile;
  const labels = REPORT_TEXTS[lang].labels as unknown as Record<string, Record<string, string> | undefined>;
  const memberName = member ? (labels[group]?.[member] ?? null) : null;
  // The reports' names are written for the middle of a sentence; a label starts with a capital.
  const label = memberName ? memberName.charAt(0).toLocaleUpperCase(lang) + memberName.slice(1) : null;
  return label ? `${title}${LABEL_SEPARATOR}${label}` : title;
}

/**
 * A changed field as the form that changes it labels it, in the reader's language: a property's as the
 * property form ("General › Classification › Exclusivity"), a brand profile's as its form, the others by
 * the audit catalogue. Never a column or a path.
 */
export function auditFieldLabel(recordType: AuditRecordType, field: string, lang: Language): string {
  if (recordType === 'property') return propertyFieldLabel(field, lang);
  if (recordType === 'brand_profile') return profileFieldLabel(field, lang);
  const fields = AUDIT_TEXTS[lang].fields as Record<string, string>;
  return fields[field] ?? REPORT_TEXTS[lang].m.anotherInput;
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A logged value as a reader reads it: words for the app's own codes, numbers and dates in their format. */
export function auditValueText(value: unknown, lang: Language, field = ''): string {
  const values = AUDIT_TEXTS[lang].values as Record<string, string>;
  if (value === null || value === undefined || value === '') return values.empty ?? '';
  if (typeof value === 'boolean') return value ? (values.yes ?? '') : (values.no ?? '');
  if (typeof value === 'number')
    return field.endsWith('_cents') ? formatCents(value, lang) : formatNumber(value, lang);
  if (typeof value === 'string') {
    if (Object.hasOwn(values, value)) return values[value] ?? value;
    if (isRateCardKey(value)) return rateCardKeyLabel(value, lang);
    if (ISO_DATE_TIME.test(value))
      return formatDate(value, lang, { dateStyle: 'medium', timeStyle: 'short' });
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => auditValueText(item, lang)).join(', ');
  const record = value as Record<string, unknown>;
  if (typeof record.name === 'string') return record.name;
  return fill(values.items ?? '', { count: Object.keys(record).length });
}

/** The record an entry is about, by its name; a rate card entry by the rate's label. */
export function auditRecordText(
  entry: Pick<AuditEntry, 'record_type' | 'record_name'>,
  lang: Language,
): string {
  const name = entry.record_name;
  if (entry.record_type === 'rate_card')
    return name && isRateCardKey(name) ? rateCardKeyLabel(name, lang) : RATE_CARD_TEXTS[lang].title;
  return name ?? AUDIT_TEXTS[lang].recordTypes[entry.record_type];
}

/** Who made an entry's write: their name, or the command line. */
export function auditActorText(entry: Pick<AuditEntry, 'actor'>, lang: Language): string {
  return entry.actor?.name ?? AUDIT_TEXTS[lang].commandLine;
}
