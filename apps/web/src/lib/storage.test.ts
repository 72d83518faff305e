// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createEncryptedStorage, paddedSecret, STORAGE_KEYS } from './storage.ts';

function memoryBackend() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('encrypted storage', () => {
  it('round-trips a value without storing it in clear', async () => {
    const backend = memoryBackend();
    const storage = createEncryptedStorage({ secret: 'test-secret', backend });
    await storage.setItem(STORAGE_KEYS.authToken, 'token-ABC-123 é');

    const stored = backend.items.get('auth_token');
    expect(stored).toBeDefined();
    expect(stored).not.toContain('token-ABC');
    expect(await storage.getItem(STORAGE_KEYS.authToken)).toBe('token-ABC-123 é');
  });

  it('uses a fresh 12-byte IV for every write', async () => {
    const backend = memoryBackend();
    const storage = createEncryptedStorage({ secret: 'test-secret', backend });
    await storage.setItem(STORAGE_KEYS.userName, 'Ada');
    const first = backend.items.get('user_name') ?? '';
    await storage.setItem(STORAGE_KEYS.userName, 'Ada');
    const second = backend.items.get('user_name') ?? '';

    expect(first).not.toBe(second);
    const iv = (value: string) => Buffer.from(value, 'base64').subarray(0, 12).toString('hex');
    expect(iv(first)).not.toBe(iv(second));
    // 12 IV bytes + 3 bytes of text + 16 bytes of GCM tag.
    expect(Buffer.from(first, 'base64')).toHaveLength(12 + 3 + 16);
  });

  it('removes a tampered value and returns the default', async () => {
    const backend = memoryBackend();
    const storage = createEncryptedStorage({ secret: 'test-secret', backend });
    await storage.setItem(STORAGE_KEYS.userRole, 'admin');
    const bytes = Buffer.from(backend.items.get('user_role') ?? '', 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0xff;
    backend.items.set('user_role', bytes.toString('base64'));

    expect(await storage.getItem(STORAGE_KEYS.userRole, 'viewer')).toBe('viewer');
    expect(backend.items.has('user_role')).toBe(false);
  });

  it('removes a value that is not even base64 and one encrypted with another secret', async () => {
    const backend = memoryBackend();
    backend.items.set('user_lang', 'fr');
    const other = createEncryptedStorage({ secret: 'another-secret', backend });
    await other.setItem(STORAGE_KEYS.userId, '7');
    const storage = createEncryptedStorage({ secret: 'test-secret', backend });

    expect(await storage.getItem(STORAGE_KEYS.userLang)).toBeNull();
    expect(await storage.getItem(STORAGE_KEYS.userId, 'none')).toBe('none');
    expect(backend.items.size).toBe(0);
  });

  it('returns the default for a missing key and keeps the order of a write followed by a removal', async () => {
    const backend = memoryBackend();
    const storage = createEncryptedStorage({ secret: 'test-secret', backend });
    expect(await storage.getItem(STORAGE_KEYS.userLicense, 'basic')).toBe('basic');

    const write = storage.setItem(STORAGE_KEYS.authToken, 'soon-removed');
    const removal = storage.removeItem(STORAGE_KEYS.authToken);
    await Promise.all([write, removal]);
    expect(backend.items.has('auth_token')).toBe(false);
  });

  it('pads the secret to 32 characters and refuses a non-ASCII one', () => {
    expect(paddedSecret('abc')).toHaveLength(32);
    expect(paddedSecret('abc').startsWith('abc')).toBe(true);
    expect(paddedSecret('x'.repeat(40))).toBe('x'.repeat(32));
    expect(() => paddedSecret('clé')).toThrow(/ASCII/);
  });
});
