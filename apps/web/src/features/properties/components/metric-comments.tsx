import { message, TEXT_LIMITS } from '@cakemix/core';
import { ActionIcon, Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openDeleteItemModal } from '@/components/modals/app-modals.ts';
import { ApiError } from '@/lib/api-error.ts';
import { useFormat } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n/i18n.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useSession } from '@/lib/session.ts';
import { useUnsavedWork } from '@/lib/unsaved-changes-guard.tsx';
import { deleteComment, fetchMetricComments, postMetricComment } from '../api/properties-api.ts';

/**
 * The discussion of a saved custom metric: comments oldest first with their poster and date; anyone who
 * may edit can post; the poster (or an administrator) can delete a comment, once they confirm it.
 */
export function MetricComments({ propertyId, metricId }: { propertyId: number; metricId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = useLanguage();
  const user = useSession().user;
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  // A comment being written is unsaved work: leaving the page or closing the tab asks first.
  useUnsavedWork(body.trim() !== '');
  const key = ['properties', 'comments', propertyId, metricId];
  const comments = useQuery({ queryKey: key, queryFn: () => fetchMetricComments(propertyId, metricId) });
  const failed = (error: unknown) =>
    notifyError(error instanceof ApiError ? error.message : message('generic', lang));
  const post = useMutation({
    mutationFn: () => postMetricComment(propertyId, metricId, body.trim()),
    onSuccess: () => {
      setBody('');
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteComment(id),
    onSuccess: (answer) => {
      notifySuccess(answer.user_message);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) =>
      notifyError(
        error instanceof ApiError ? error.message : message('generic', lang),
        message('deleteFailed', lang),
      ),
  });

  return (
    <Stack gap="xs" component="section" aria-label={t('properties.comments.title')}>
      <Text fw={600} size="sm">
        {t('properties.comments.title')}
      </Text>
      {comments.isPending ? <Loader size="xs" /> : null}
      {comments.data?.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('properties.comments.empty')}
        </Text>
      ) : null}
      {comments.data?.map((comment) => {
        const mine = user !== null && (comment.poster.id === user.id || user.role === 'admin');
        return (
          <Group key={comment.id} justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text size="xs" c="dimmed">
                {t('properties.comments.by', {
                  name: comment.poster.name,
                  date: format.date(comment.created_at, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {comment.body}
              </Text>
            </div>
            {mine ? (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('properties.comments.deleteLabel', { name: comment.poster.name })}
                loading={remove.isPending && remove.variables === comment.id}
                onClick={() =>
                  void openDeleteItemModal({
                    itemName: t('properties.comments.itemName', {
                      name: comment.poster.name,
                      date: format.date(comment.created_at, { dateStyle: 'medium', timeStyle: 'short' }),
                    }),
                    // The modal stays open on a failure, which the mutation reports.
                    onConfirm: () => remove.mutateAsync(comment.id),
                  })
                }
              >
                ×
              </ActionIcon>
            ) : null}
          </Group>
        );
      })}
      <Group align="flex-end" gap="xs">
        <Textarea
          label={t('properties.comments.newComment')}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          maxLength={TEXT_LIMITS.comment}
          rows={2}
          resize="vertical"
          style={{ flex: 1 }}
        />
        <Button
          variant="light"
          onClick={() => post.mutate()}
          loading={post.isPending}
          disabled={body.trim() === ''}
        >
          {t('properties.comments.post')}
        </Button>
      </Group>
    </Stack>
  );
}
