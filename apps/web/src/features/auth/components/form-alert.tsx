import { Alert } from '@mantine/core';
import { AlertIcon } from '@/components/icons.tsx';

/** A form-level message (wrong credentials, expired link, rate limit…), announced to screen readers. */
export function FormAlert({ messages, color = 'red' }: { messages: string[]; color?: string }) {
  if (messages.length === 0) return null;
  return (
    <Alert color={color} icon={<AlertIcon />} role="alert" variant="light">
      {messages.map((text) => (
        <div key={text}>{text}</div>
      ))}
    </Alert>
  );
}
