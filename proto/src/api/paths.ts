/** Where the gateway serves the API's OpenAPI document, and the page to read it. */
export const API_DOCUMENT_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';
