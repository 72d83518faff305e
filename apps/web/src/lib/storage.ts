/**
 * Local storage whose values are encrypted with AES-GCM (spec section 9): a 12-byte random IV per write,
 * the secret padded to 32 characters as the AES-256 key, and an undecryptable value removed on read.
 *
 * Why this is obfuscation, not secrecy: the secret ships inside the JavaScript bundle, so anyone who can
 * run code on the page can decrypt. What it buys is that the token and user details are not readable at a
 * glance in the browser's storage panel, in a copied profile or by scripts scanning storage for tokens,
 * and that a value edited by hand is rejected (GCM authenticates) instead of being trusted.
 */

/** The keys the app stores (spec sections 3 and 9). */
export const STORAGE_KEYS = {
  authToken: 'auth_token',
  userId: 'user_id',
  userName: 'user_name',
  userRole: 'user_role',
  userWebsiteId: 'user_websiteId',
  userWebsiteTheme: 'user_websiteTheme',
  userWebsiteName: 'user_websiteName',
  userWebsiteColor: 'user_websitePrimaryColor',
  userWebsiteLogo: 'user_websiteLogoUrl',
  userLicense: 'user_license',
  userLang: 'user_lang',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

const IV_BYTES = 12;
const KEY_CHARACTERS = 32;

export interface EncryptedStorage {
  /** The decrypted value, or `defaultValue` when absent or undecryptable (the bad value is then removed). */
  getItem(key: StorageKey, defaultValue?: string | null): Promise<string | null>;
  setItem(key: StorageKey, value: string): Promise<void>;
  removeItem(key: StorageKey): Promise<void>;
}

/** The secret padded (or cut) to 32 characters; it must be ASCII so that 32 characters make 32 key bytes. */
export function paddedSecret(secret: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the check is precisely "ASCII only".
  if (!/^[\x00-\x7f]*$/.test(secret)) throw new Error('The storage secret must be ASCII.');
  return secret.padEnd(KEY_CHARACTERS, '0').slice(0, KEY_CHARACTERS);
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function createEncryptedStorage(options: {
  secret: string;
  backend: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  subtle?: SubtleCrypto;
  randomValues?: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;
}): EncryptedStorage {
  const { backend } = options;
  const subtle = options.subtle ?? globalThis.crypto.subtle;
  const randomValues = options.randomValues ?? ((bytes) => globalThis.crypto.getRandomValues(bytes));
  const keyBytes = new TextEncoder().encode(paddedSecret(options.secret));
  const keyPromise = subtle.importKey('raw', keyBytes, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);

  // Operations run one after another, so a removal issued after a write cannot be overtaken by it.
  let queue: Promise<unknown> = Promise.resolve();
  function enqueue<T>(operation: () => Promise<T>): Promise<T> {
    const result = queue.then(operation, operation);
    queue = result.catch(() => undefined);
    return result;
  }

  async function encrypt(value: string): Promise<string> {
    const iv = randomValues(new Uint8Array(IV_BYTES));
    const data = new TextEncoder().encode(value);
    const cipher = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, await keyPromise, data));
    const packed = new Uint8Array(IV_BYTES + cipher.length);
    packed.set(iv);
    packed.set(cipher, IV_BYTES);
    return toBase64(packed);
  }

  async function decrypt(stored: string): Promise<string> {
    const packed = fromBase64(stored);
    if (packed.length <= IV_BYTES) throw new Error('Stored value is too short.');
    const iv = packed.slice(0, IV_BYTES);
    const plain = await subtle.decrypt({ name: 'AES-GCM', iv }, await keyPromise, packed.slice(IV_BYTES));
    return new TextDecoder().decode(plain);
  }

  return {
    getItem(key, defaultValue = null) {
      return enqueue(async () => {
        const stored = backend.getItem(key);
        if (stored === null) return defaultValue;
        try {
          return await decrypt(stored);
        } catch {
          backend.removeItem(key);
          return defaultValue;
        }
      });
    },
    setItem(key, value) {
      return enqueue(async () => backend.setItem(key, await encrypt(value)));
    },
    removeItem(key) {
      return enqueue(async () => backend.removeItem(key));
    },
  };
}
