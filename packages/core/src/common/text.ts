/**
 * The one rule for text a person sends: no NUL character (PostgreSQL refuses it in text) and no lone
 * UTF-16 surrogate (ill-formed Unicode: PostgreSQL refuses it in JSON and quietly turns it into U+FFFD in
 * text). The server applies it to every string of every request; the forms' text fields apply it too.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * Where a value (a request's body, query or parameters) holds text that breaks the rule, as field paths
 * ("pairs.0.title"); object keys count too. Nesting deeper than `maxDepth` is reported at the depth reached
 * rather than walked (the body limit already bounds the size).
 */
export function unstorableTextPaths(value: unknown, maxDepth = 64): string[] {
  const found: string[] = [];
  const walk = (node: unknown, path: string, depth: number) => {
    if (typeof node === 'string') {
      if (!isStorableText(node)) found.push(path);
      return;
    }
    if (node === null || typeof node !== 'object' || depth > maxDepth) return;
    for (const [key, child] of Object.entries(node)) {
      const childPath = path ? `${path}.${key}` : key;
      if (!isStorableText(key)) found.push(childPath);
      walk(child, childPath, depth + 1);
    }
  };
  walk(value, '', 0);
  return found;
}
