import { message, type Report, type ReportSummary, type ReportType } from '@cakemix/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error.ts';
import { useLanguage } from '@/lib/i18n/i18n.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { removeFromPage, updateCachedPages } from '@/lib/page-cache.ts';
import { useSession } from '@/lib/session.ts';
import { type ReportAccess, reportKeys, reportQuery } from './report-query.ts';
import {
  createComparativeReport,
  createDetailedReport,
  deleteReport,
  fetchReports,
  type ReportListQuery,
  regenerateReport,
  renameReport,
  revokeShare,
  shareReport,
} from './reports-api.ts';

export { type ReportAccess, reportKeys };

export function useReports(query: ReportListQuery) {
  const websiteId = useSession().user?.websiteId ?? null;
  return useQuery({
    queryKey: reportKeys.list(websiteId ?? 0, query),
    queryFn: () => fetchReports(websiteId ?? 0, query),
    enabled: websiteId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useReportAccess(shareToken: string | null): ReportAccess {
  const { token } = useSession();
  if (token) return { kind: 'member' };
  if (shareToken) return { kind: 'shared', token: shareToken };
  return { kind: 'none' };
}

export function useReport(type: ReportType, id: number, access: ReportAccess) {
  return useQuery(reportQuery(type, id, access));
}

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      request:
        | { type: 'detailed'; brand_profile_id: number; property_id: number; title?: string }
        | {
            type: 'comparative';
            pairs: { brand_profile_id: number; property_id: number }[];
            title?: string;
          },
    ) => {
      const { type, ...body } = request;
      return type === 'detailed'
        ? createDetailedReport(body as Parameters<typeof createDetailedReport>[0])
        : createComparativeReport(body as Parameters<typeof createComparativeReport>[0]);
    },
    onSuccess: (report) => {
      queryClient.setQueryData(reportKeys.detail(report.type, report.id), report);
      void queryClient.invalidateQueries({ queryKey: reportKeys.lists() });
    },
  });
}

export function useDeleteReport() {
  const queryClient = useQueryClient();
  const lang = useLanguage();
  return useMutation({
    mutationFn: (row: Pick<ReportSummary, 'id' | 'type'>) => deleteReport(row.type, row.id),
    onSuccess: (answer, row) => {
      queryClient.removeQueries({ queryKey: reportKeys.detail(row.type, row.id) });
      void updateCachedPages<ReportSummary>(queryClient, reportKeys.lists(), (page) =>
        removeFromPage(page, row.id),
      );
      notifySuccess(answer.user_message);
    },
    onError: (error) => {
      const detail = error instanceof ApiError ? error.message : message('generic', lang);
      notifyError(detail, message('deleteFailed', lang));
    },
  });
}

/** Rename, regenerate, share and revoke: each answer updates the cached report. */
export function useReportActions(report: Report) {
  const queryClient = useQueryClient();
  const key = reportKeys.detail(report.type, report.id);
  const rename = useMutation({
    mutationFn: (title: string) => renameReport(report.type, report.id, title),
    onSuccess: (fresh) => {
      queryClient.setQueryData(key, fresh);
      void queryClient.invalidateQueries({ queryKey: reportKeys.lists() });
    },
  });
  const regenerate = useMutation({
    mutationFn: () => regenerateReport(report.type, report.id),
    onSuccess: (fresh) => {
      queryClient.setQueryData(key, fresh);
      void queryClient.invalidateQueries({ queryKey: reportKeys.lists() });
    },
  });
  const share = useMutation({
    mutationFn: () => shareReport(report.type, report.id),
    onSuccess: (link) =>
      queryClient.setQueryData<Report>(key, (old) =>
        old ? { ...old, share: { active: true, created_at: link.created_at } } : old,
      ),
  });
  const revoke = useMutation({
    mutationFn: () => revokeShare(report.type, report.id),
    onSuccess: () =>
      queryClient.setQueryData<Report>(key, (old) =>
        old ? { ...old, share: { active: false, created_at: null } } : old,
      ),
  });
  return { rename, regenerate, share, revoke };
}
