import { Accordion, Alert, Loader, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFaq } from '../api/help-api.ts';

/** The frequently asked questions, one accordion panel per question. */
export function FaqModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const faq = useFaq(opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t('help.faqTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {faq.isPending ? <Loader size="sm" /> : null}
      {faq.isError ? (
        <Alert color="red" role="alert">
          {t('help.loadFailed')}
        </Alert>
      ) : null}
      {faq.data ? (
        <Accordion variant="separated">
          {faq.data.entries.map((entry) => (
            <Accordion.Item key={entry.id} value={entry.id}>
              <Accordion.Control>{entry.question}</Accordion.Control>
              <Accordion.Panel>
                <Text size="sm">{entry.answer}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      ) : null}
    </Modal>
  );
}
