import type { ApiClient, QueryParams } from './api-client.ts';

export type Payload = Record<string, unknown>;

/**
 * Fills the `:param` segments of a path template from the payload (spec section 7) and returns the
 * fields left over, which become the body of a create or update and the query string of the other calls.
 */
export function fillPath(template: string, payload: Payload = {}): { path: string; rest: Payload } {
  const rest: Payload = { ...payload };
  const path = template.replace(/:([A-Za-z_]\w*)/g, (_whole, name: string) => {
    const value = payload[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${template}`);
    }
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { path, rest };
}

function asQuery(rest: Payload): QueryParams {
  const query: QueryParams = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined || value === null) continue;
    query[key] = typeof value === 'object' ? JSON.stringify(value) : (value as string | number | boolean);
  }
  return query;
}

/** The standard verbs of one API resource, e.g. `createResource(api, '/brand-profiles/:id')`. */
export function createResource<TItem = unknown>(client: ApiClient, template: string) {
  return {
    /** GET with the remaining payload as query parameters. */
    query<T = TItem>(payload?: Payload) {
      const { path, rest } = fillPath(template, payload);
      return client.get<T>(path, { query: asQuery(rest) });
    },
    /** POST with the remaining payload as the body. */
    create<T = TItem>(payload?: Payload) {
      const { path, rest } = fillPath(template, payload);
      return client.post<T>(path, rest);
    },
    /** PUT with the remaining payload as the body. */
    update<T = TItem>(payload?: Payload) {
      const { path, rest } = fillPath(template, payload);
      return client.put<T>(path, rest);
    },
    /** DELETE with the remaining payload as query parameters. */
    remove<T = unknown>(payload?: Payload) {
      const { path, rest } = fillPath(template, payload);
      return client.delete<T>(path, { query: asQuery(rest) });
    },
  };
}
