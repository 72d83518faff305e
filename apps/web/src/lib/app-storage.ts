import { createEncryptedStorage, type EncryptedStorage } from './storage.ts';

/**
 * A build-time constant: it ends up in the bundle, which is why the encryption is obfuscation only (see
 * storage.ts). Deployments may still set their own so that values are not portable between them.
 */
const STORAGE_SECRET = import.meta.env.VITE_STORAGE_KEY || 'cakemix-web-storage';

/** Keeps values for the life of the page only. */
function memoryStorage(): EncryptedStorage {
  const items = new Map<string, string>();
  return {
    getItem: async (key, defaultValue = null) => items.get(key) ?? defaultValue,
    setItem: async (key, value) => void items.set(key, value),
    removeItem: async (key) => void items.delete(key),
  };
}

let instance: EncryptedStorage | undefined;

/**
 * The app's one encrypted local storage, created on first use. Browsers offer WebCrypto only in secure
 * contexts (https, localhost); served over plain http elsewhere, nothing is written to disk unencrypted:
 * the session then lasts as long as the page.
 */
export function appStorage(): EncryptedStorage {
  if (!instance) {
    const subtle = globalThis.crypto?.subtle;
    instance = subtle
      ? createEncryptedStorage({ secret: STORAGE_SECRET, backend: window.localStorage, subtle })
      : memoryStorage();
  }
  return instance;
}
