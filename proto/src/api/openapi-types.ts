import type { ApiAccess } from './operation';
import type { JsonSchema } from './schemas';

// The parts of OpenAPI 3.1 the document uses, as it writes them: what the docs page and the
// tests read it by.

export interface OpenApiRef {
  $ref: string;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiMedia {
  schema: JsonSchema;
  /** A Server-Sent Events stream's events: each one's `data`, by its name. */
  'x-events'?: Record<string, JsonSchema>;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, OpenApiMedia>;
}

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  'x-access': ApiAccess;
  'x-development-only'?: true;
  security?: Record<string, string[]>[];
  parameters?: (OpenApiParameter | OpenApiRef)[];
  requestBody?: { required: boolean; content: Record<string, OpenApiMedia> };
  responses: Record<string, OpenApiResponse | OpenApiRef>;
}

export type OpenApiPaths = Record<string, Partial<Record<'get' | 'post', OpenApiOperation>>>;
