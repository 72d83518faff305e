import { notifications } from '@mantine/notifications';
import { i18n } from './i18n/i18n.ts';

function show(color: string, text: string, title: string | undefined) {
  notifications.show({
    color,
    message: text,
    title,
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
  });
}

/** Notifications appear bottom-right for 5000 ms (set on the Notifications host, decision 021). */
export function notifySuccess(text: string, title?: string) {
  show('green', text, title);
}

export function notifyError(text: string, title?: string) {
  show('red', text, title);
}

/** Information that is no failure (a wait, for instance): not in an error's colour. */
export function notifyInfo(text: string, title?: string) {
  show('blue', text, title);
}
