import {
  type Benefit,
  type BenefitCategory,
  type BenefitCategoryKey,
  benefitCategorySchema,
  benefitSchema,
  benefitValueSchema,
  type CityRef,
  type CitySearchQuery,
  cityRefSchema,
  cpmListSchema,
  type Language,
  messageResponseSchema,
  type Property,
  type PropertyComment,
  type PropertyData,
  type PropertyListQuery,
  pageOf,
  propertyCommentSchema,
  propertySchema,
  propertySummarySchema,
} from '@cakemix/core';
import { z } from 'zod';
import { api } from '@/lib/api.ts';
import { parseResponse } from '@/lib/parse-response.ts';
import { createResource, fillPath } from '@/lib/resource.ts';

const websiteProperties = createResource(api, '/websites/:websiteId/properties');
const properties = createResource(api, '/properties');
const property = createResource(api, '/properties/:id');
const DUPLICATE_PATH = '/websites/:websiteId/properties/:propertyId/duplicate';
const item = createResource(api, '/properties/:id/items/:itemId');
const benefits = createResource(api, '/benefits');
const benefitCategories = createResource(api, '/benefits/categories');
const benefitValue = createResource(api, '/properties/:id/benefits/:benefitId/get-value');
const cities = createResource(api, '/cities');
const metricComments = createResource(api, '/properties/:id/metrics/:metricId/comments');
const comment = createResource(api, '/comments/:id');
const cpm = createResource(api, '/properties/:id/cpm');
const propertyPageSchema = pageOf(propertySummarySchema);

/** One page of the website's properties, searched, filtered and sorted on the server. */
export async function fetchProperties(websiteId: number, query: PropertyListQuery) {
  return parseResponse(propertyPageSchema, await websiteProperties.query({ websiteId, ...query }));
}

export async function fetchProperty(id: number): Promise<Property> {
  return parseResponse(propertySchema, await property.query({ id }));
}

export async function createProperty(data: PropertyData): Promise<Property> {
  return parseResponse(propertySchema, await properties.create(data));
}

export async function updateProperty(id: number, data: PropertyData): Promise<Property> {
  return parseResponse(propertySchema, await property.update({ id, ...data }));
}

export async function deleteProperty(id: number) {
  return parseResponse(messageResponseSchema, await property.remove({ id }));
}

/** Copies a property as a new draft, named "… (copy)" or "… (copie)" in the given language. */
export async function duplicateProperty(websiteId: number, propertyId: number, lang: Language) {
  const { path } = fillPath(DUPLICATE_PATH, { websiteId, propertyId });
  return parseResponse(propertySchema, await api.post(path, undefined, { query: { lang } }));
}

/** Deletes one saved item (a digital audience, a benefit…); the answer is the whole property. */
export async function deletePropertyItem(id: number, itemId: string): Promise<Property> {
  return parseResponse(propertySchema, await item.remove({ id, itemId }));
}

export async function fetchBenefits(category?: BenefitCategoryKey): Promise<Benefit[]> {
  return parseResponse(z.array(benefitSchema), await benefits.query({ category }));
}

export async function fetchBenefitCategories(): Promise<BenefitCategory[]> {
  return parseResponse(z.array(benefitCategorySchema), await benefitCategories.query());
}

/** What one delivery of a catalogue benefit is worth for this (saved) property, with the reasoning. */
export async function fetchBenefitValue(id: number, benefitId: number) {
  return parseResponse(benefitValueSchema, await benefitValue.query({ id, benefitId }));
}

export async function searchCities(query: CitySearchQuery): Promise<CityRef[]> {
  return parseResponse(z.array(cityRefSchema), await cities.query({ ...query }));
}

export async function fetchMetricComments(id: number, metricId: string): Promise<PropertyComment[]> {
  return parseResponse(z.array(propertyCommentSchema), await metricComments.query({ id, metricId }));
}

export async function postMetricComment(id: number, metricId: string, body: string) {
  return parseResponse(propertyCommentSchema, await metricComments.create({ id, metricId, body }));
}

export async function deleteComment(id: number) {
  return parseResponse(messageResponseSchema, await comment.remove({ id }));
}

export async function fetchCpm(id: number) {
  return parseResponse(cpmListSchema, await cpm.query({ id }));
}
