import { Alert } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { AlertIcon } from './icons.tsx';

/**
 * What a step form says above its fields: that the reader may not change it (a viewer), and why the last
 * save was refused or stopped (focused and scrolled to by the form's save).
 */
export function FormNotices({
  readOnlyNote,
  alert,
  alertRef,
}: {
  /** Shown when the form is read-only. */
  readOnlyNote: ReactNode;
  alert: ReactNode;
  alertRef: Ref<HTMLDivElement>;
}) {
  return (
    <>
      {readOnlyNote ? (
        <Alert color="blue" variant="light">
          {readOnlyNote}
        </Alert>
      ) : null}
      {alert ? (
        <Alert ref={alertRef} color="red" variant="light" icon={<AlertIcon />} role="alert">
          {alert}
        </Alert>
      ) : null}
    </>
  );
}
