/**
 * A catalogue text with its `{{name}}` placeholders filled. The catalogues use i18next's placeholder
 * syntax so that the web app loads the same files as its i18next resources.
 */
export function fill(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
