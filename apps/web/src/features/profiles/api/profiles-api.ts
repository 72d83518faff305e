import {
  type BrandProfile,
  type BrandProfileData,
  type BrandProfileListQuery,
  brandProfileSchema,
  brandProfileSummarySchema,
  messageResponseSchema,
  pageOf,
} from '@cakemix/core';
import { api } from '@/lib/api.ts';
import { parseResponse } from '@/lib/parse-response.ts';
import { createResource } from '@/lib/resource.ts';

const websiteProfiles = createResource(api, '/websites/:websiteId/brand-profiles');
const profiles = createResource(api, '/brand-profiles');
const profile = createResource(api, '/brand-profiles/:id');
const profilePageSchema = pageOf(brandProfileSummarySchema);

/** One page of the website's profiles, searched by name and sorted on the server. */
export async function fetchProfiles(websiteId: number, query: BrandProfileListQuery) {
  return parseResponse(profilePageSchema, await websiteProfiles.query({ websiteId, ...query }));
}

export async function fetchProfile(id: number): Promise<BrandProfile> {
  return parseResponse(brandProfileSchema, await profile.query({ id }));
}

/** Creates a profile; a draft may be incomplete, a complete one must meet every rule (else a 422). */
export async function createProfile(data: BrandProfileData): Promise<BrandProfile> {
  return parseResponse(brandProfileSchema, await profiles.create(data));
}

export async function updateProfile(id: number, data: BrandProfileData): Promise<BrandProfile> {
  return parseResponse(brandProfileSchema, await profile.update({ id, ...data }));
}

export async function deleteProfile(id: number) {
  return parseResponse(messageResponseSchema, await profile.remove({ id }));
}
