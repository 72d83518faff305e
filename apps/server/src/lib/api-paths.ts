/** Where the API answers; modules that write an address of the API into an answer build it from this. */
export const API_PREFIX = '/api/v1/cakemix';
/** The parent API path, where the report endpoints also answer. */
export const PARENT_API_PREFIX = '/api/v1';
