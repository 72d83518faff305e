import {
  type BenefitCategoryKey,
  message,
  type Property,
  type PropertyData,
  type PropertyListQuery,
  type PropertySummary,
  type Rates,
  standaloneValuation,
} from '@cakemix/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error.ts';
import { useLanguage } from '@/lib/i18n/i18n.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { appendToPage, removeFromPage, replaceInPage, updateCachedPages } from '@/lib/page-cache.ts';
import { useWebsiteRates } from '@/lib/rate-card.ts';
import { useSession } from '@/lib/session.ts';
import {
  createProperty,
  deleteProperty,
  duplicateProperty,
  fetchBenefitCategories,
  fetchBenefits,
  fetchCpm,
  fetchProperties,
  fetchProperty,
  updateProperty,
} from './properties-api.ts';

/** Cache keys: every page of the list under `lists()`, each property under `detail(id)`. */
export const propertyKeys = {
  all: ['properties'] as const,
  lists: () => [...propertyKeys.all, 'list'] as const,
  list: (websiteId: number, query: PropertyListQuery) => [...propertyKeys.lists(), websiteId, query] as const,
  detail: (id: number) => [...propertyKeys.all, 'detail', id] as const,
  cpm: (id: number) => [...propertyKeys.all, 'cpm', id] as const,
};

/**
 * The list row of a property the server just returned; its value is the core's stand-alone valuation with
 * the website's rates and the benefits catalogue, as the server stores it and as the report values it.
 */
export function summaryOf(property: Property, rates: Rates): PropertySummary {
  const { id, status, created_at, updated_at, general, management } = property;
  const valueCents = standaloneValuation(property, rates).valueCents;
  return {
    id,
    name: general.name,
    status,
    sponsorship_type: general.sponsorship_type,
    category: general.category,
    city: general.city,
    start_date: general.start_date,
    asked_price: management.rights_fee,
    value: valueCents === null ? null : valueCents / 100,
    created_at,
    updated_at,
  };
}

export function useProperties(query: PropertyListQuery) {
  const websiteId = useSession().user?.websiteId ?? null;
  return useQuery({
    queryKey: propertyKeys.list(websiteId ?? 0, query),
    queryFn: () => fetchProperties(websiteId ?? 0, query),
    enabled: websiteId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useProperty(id: number | null) {
  return useQuery({
    queryKey: propertyKeys.detail(id ?? 0),
    queryFn: () => fetchProperty(id ?? 0),
    enabled: id !== null,
  });
}

/** Creates (no id) or updates a property; cached lists follow at once, then are refetched. */
export function useSaveProperty() {
  const queryClient = useQueryClient();
  const rates = useWebsiteRates();
  return useMutation({
    mutationFn: ({ id, data }: { id: number | null; data: PropertyData }) =>
      id === null ? createProperty(data) : updateProperty(id, data),
    onSuccess: (saved, { id }) => {
      queryClient.setQueryData(propertyKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: propertyKeys.cpm(saved.id) });
      const row = summaryOf(saved, rates);
      void updateCachedPages<PropertySummary>(queryClient, propertyKeys.lists(), (page) =>
        id === null ? appendToPage(page, row) : replaceInPage(page, row),
      );
    },
  });
}

/** A saved property changed by an item call (an inline delete): the cache takes the answer. */
export function useStoreProperty() {
  const queryClient = useQueryClient();
  return (property: Property) => queryClient.setQueryData(propertyKeys.detail(property.id), property);
}

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  const lang = useLanguage();
  return useMutation({
    mutationFn: (id: number) => deleteProperty(id),
    onSuccess: (answer, id) => {
      queryClient.removeQueries({ queryKey: propertyKeys.detail(id) });
      void updateCachedPages<PropertySummary>(queryClient, propertyKeys.lists(), (page) =>
        removeFromPage(page, id),
      );
      notifySuccess(answer.user_message);
    },
    onError: (error) => {
      const detail = error instanceof ApiError ? error.message : message('generic', lang);
      notifyError(detail, message('deleteFailed', lang));
    },
  });
}

/** Duplicates a property: the copy (a draft) is appended to the cached lists (spec section 4). */
export function useDuplicateProperty(onDone: (copy: Property) => void) {
  const queryClient = useQueryClient();
  const lang = useLanguage();
  const websiteId = useSession().user?.websiteId ?? 0;
  const rates = useWebsiteRates();
  return useMutation({
    mutationFn: (id: number) => duplicateProperty(websiteId, id, lang),
    onSuccess: (copy) => {
      queryClient.setQueryData(propertyKeys.detail(copy.id), copy);
      void updateCachedPages<PropertySummary>(queryClient, propertyKeys.lists(), (page) =>
        appendToPage(page, summaryOf(copy, rates)),
      );
      onDone(copy);
    },
    onError: (error) => {
      notifyError(error instanceof ApiError ? error.message : message('generic', lang));
    },
  });
}

export function useBenefitCategories() {
  return useQuery({
    queryKey: ['benefits', 'categories'],
    queryFn: fetchBenefitCategories,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useBenefits(category: BenefitCategoryKey | null) {
  return useQuery({
    queryKey: ['benefits', 'list', category],
    queryFn: () => fetchBenefits(category ?? undefined),
    enabled: category !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The whole benefits catalogue, read once: the plausibility checks compare a benefit's unit value with the
 * catalogue's suggestion for the property. Fetched only while the property has a benefit from the catalogue.
 */
export function useBenefitCatalogue(enabled: boolean) {
  return useQuery({
    queryKey: ['benefits', 'list', 'all'],
    queryFn: () => fetchBenefits(),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The CPM view of a saved property; fetched only while the panel is shown. */
export function useCpm(id: number | null, enabled: boolean) {
  return useQuery({
    queryKey: propertyKeys.cpm(id ?? 0),
    queryFn: () => fetchCpm(id ?? 0),
    enabled: enabled && id !== null,
  });
}
