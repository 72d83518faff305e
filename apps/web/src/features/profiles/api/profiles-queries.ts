import {
  type BrandProfile,
  type BrandProfileData,
  type BrandProfileListQuery,
  type BrandProfileSummary,
  message,
} from '@cakemix/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error.ts';
import { useLanguage } from '@/lib/i18n/i18n.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { appendToPage, removeFromPage, replaceInPage, updateCachedPages } from '@/lib/page-cache.ts';
import { useSession } from '@/lib/session.ts';
import { createProfile, deleteProfile, fetchProfile, fetchProfiles, updateProfile } from './profiles-api.ts';

/** Cache keys: every page of the list under `lists()`, each profile under `detail(id)`. */
export const profileKeys = {
  all: ['brand-profiles'] as const,
  lists: () => [...profileKeys.all, 'list'] as const,
  list: (websiteId: number, query: BrandProfileListQuery) =>
    [...profileKeys.lists(), websiteId, query] as const,
  detail: (id: number) => [...profileKeys.all, 'detail', id] as const,
};

/** The list row of a profile the server just returned. */
function summaryOf(profile: BrandProfile): BrandProfileSummary {
  const { id, name, status, created_at, updated_at } = profile;
  return { id, name, status, created_at, updated_at };
}

/** A page of the signed-in user's website's profiles; the previous page stays on screen while the next loads. */
export function useProfiles(query: BrandProfileListQuery) {
  const websiteId = useSession().user?.websiteId ?? null;
  return useQuery({
    queryKey: profileKeys.list(websiteId ?? 0, query),
    queryFn: () => fetchProfiles(websiteId ?? 0, query),
    enabled: websiteId !== null,
    placeholderData: keepPreviousData,
  });
}

/** One profile, for the edit form; `null` (the create form) fetches nothing. */
export function useProfile(id: number | null) {
  return useQuery({
    queryKey: profileKeys.detail(id ?? 0),
    queryFn: () => fetchProfile(id ?? 0),
    enabled: id !== null,
  });
}

/**
 * Creates (no id) or updates a profile. The cached lists follow at once (create appends, update replaces
 * by id, spec section 4) and are then refetched; the answer becomes the cached profile, so the edit form
 * opened right after a create shows without a round trip.
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number | null; data: BrandProfileData }) =>
      id === null ? createProfile(data) : updateProfile(id, data),
    onSuccess: (saved, { id }) => {
      queryClient.setQueryData(profileKeys.detail(saved.id), saved);
      const row = summaryOf(saved);
      void updateCachedPages<BrandProfileSummary>(queryClient, profileKeys.lists(), (page) =>
        id === null ? appendToPage(page, row) : replaceInPage(page, row),
      );
    },
  });
}

/** Deletes a profile: it leaves the cached lists, and the user is told either way. */
export function useDeleteProfile() {
  const queryClient = useQueryClient();
  const lang = useLanguage();
  return useMutation({
    mutationFn: (id: number) => deleteProfile(id),
    onSuccess: (answer, id) => {
      queryClient.removeQueries({ queryKey: profileKeys.detail(id) });
      void updateCachedPages<BrandProfileSummary>(queryClient, profileKeys.lists(), (page) =>
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
