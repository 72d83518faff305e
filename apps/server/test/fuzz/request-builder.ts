import { asParamText, encodeLoose, toJsonText } from './nasty-values.ts';
import { isPlainObject, type RequestPlan } from './request-plans.ts';
import { absentValue, PoolRef, type World } from './world.ts';

/** A request ready for `app.inject()`. */
export interface BuiltRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** It names a row of the other website: it must answer as if that row did not exist. */
  foreign: boolean;
}

/**
 * Turns a plan into a request: picks the rows it names among those that exist now, writes the URL and the
 * body. With `foreignAsAbsent`, the other website's rows are replaced by ids that name nothing: the request
 * a foreign id must answer like.
 */
export function buildRequest(
  plan: RequestPlan,
  world: World,
  options: { foreignAsAbsent?: boolean } = {},
): BuiltRequest {
  let foreign = false;
  const pick = (ref: PoolRef, parent?: number) => {
    const found = world.resolve(ref, plan.role, parent);
    if (!found || (found.foreign && options.foreignAsAbsent)) return { value: absentValue(ref.pool) };
    foreign ||= found.foreign;
    return found;
  };

  const texts: Record<string, string> = {};
  let property: { name: string; ref: PoolRef } | undefined;
  for (const param of plan.operation.parameters.filter((p) => p.in === 'path')) {
    const planned = plan.params[param.name];
    if (!(planned instanceof PoolRef)) {
      texts[param.name] = asParamText(planned);
      continue;
    }
    const chosenProperty = property && Number(texts[property.name]);
    const found = pick(planned, plan.paired ? undefined : chosenProperty);
    texts[param.name] = String(found.value);
    if (planned.pool === 'properties') property = { name: param.name, ref: planned };
    else if (plan.paired && property?.ref.source === planned.source && 'parent' in found && found.parent)
      texts[property.name] = String(found.parent);
  }
  const path = plan.operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeLoose(texts[name] ?? ''));
  const query = Object.entries(plan.query)
    .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((v) => [key, asParamText(v)]))
    .map(([key, value]) => `${encodeLoose(key ?? '')}=${encodeLoose(value ?? '')}`)
    .join('&');

  const headers: Record<string, string> = { 'accept-language': plan.lang };
  const token = plan.role === 'signedOut' ? plan.forgedToken : world.token(plan.role);
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | Buffer | undefined;
  if (plan.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    const withRows = (value: unknown): unknown => {
      if (value instanceof PoolRef) return pick(value).value;
      if (Array.isArray(value)) return value.map(withRows);
      if (isPlainObject(value))
        return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withRows(inner)]));
      return value;
    };
    payload = toJsonText(withRows(plan.body.value));
  } else if (plan.body.kind === 'raw') {
    if (plan.body.contentType) headers['content-type'] = plan.body.contentType;
    payload = plan.body.payload;
  }
  return {
    method: plan.operation.method,
    url: query ? `${path}?${query}` : path,
    headers,
    ...(payload === undefined ? {} : { payload }),
    foreign,
  };
}
