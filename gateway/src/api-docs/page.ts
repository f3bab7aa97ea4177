import {
  API_DOCUMENT_PATH,
  type ApiAccess,
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiParameter,
  type OpenApiResponse,
} from '@hub/proto/api';
import { bodyHtml, escapeHtml, schemaAnchor, schemaHtml } from './schema-html';
import { PAGE_STYLE } from './style';

const ACCESS_LABEL: Record<ApiAccess, string> = {
  anyone: 'anyone',
  account: 'signed in',
  admin: 'admin',
};

const errorAnchor = (status: string) => `error-${status}`;

/**
 * The API document as one page to read, made on the server: no script (the site's CSP allows
 * none inline, and a reader needs none), an operation per disclosure, and every schema named in
 * them described once, further down, with links between them.
 */
export function apiDocsPage(document: OpenApiDocument): string {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      path,
      method,
      ...operation,
    })),
  );
  const components = document.components.schemas;
  const sections = document.tags.map((tag) => {
    const ofTag = operations.filter((operation) => operation.tags.includes(tag.name));
    return `<section aria-labelledby="${tag.name}">
<h2 id="${tag.name}">${escapeHtml(tag.name)}</h2>
<p>${escapeHtml(tag.description)}</p>
<ul class="operations">${ofTag.map((operation) => operationHtml(operation, components)).join('\n')}</ul>
</section>`;
  });
  const { description, title } = document.info;
  const errors = Object.entries(document.components.responses).map(([name, response]) => {
    const status = name.replace('Error', '');
    return `<dt id="${errorAnchor(status)}">${status}</dt><dd>${inlineMarkdown(response.description)}</dd>`;
  });
  const schemas = Object.entries(document.components.schemas).map(
    ([name, schema]) =>
      `<li id="${schemaAnchor(name)}"><h3>${escapeHtml(name)}</h3><div class="schema">${schemaHtml(schema)}</div></li>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<header>
<p class="home"><a href="/">Daily Puzzle Games Hub</a></p>
<h1>${escapeHtml(title)}</h1>
<p>${inlineMarkdown(description)}</p>
<p>The same as an OpenAPI ${escapeHtml(document.openapi)} document: <a href="${API_DOCUMENT_PATH}">${API_DOCUMENT_PATH}</a>.</p>
<nav aria-label="Contents"><ul>
${document.tags.map((tag) => `<li><a href="#${tag.name}">${escapeHtml(tag.name)}</a></li>`).join('')}
<li><a href="#errors">Errors</a></li><li><a href="#schemas">Schemas</a></li>
</ul></nav>
</header>
<main>
${sections.join('\n')}
<section aria-labelledby="errors">
<h2 id="errors">Errors</h2>
<p>Every error answers <a href="#${schemaAnchor('ErrorBody')}">ErrorBody</a>: <code>{ "message": string }</code>.</p>
<dl class="errors">${errors.join('')}</dl>
</section>
<section aria-labelledby="schemas">
<h2 id="schemas">Schemas</h2>
<p>Named as in the code's contracts (<code>proto/src</code>). A <code>…Input</code> schema is what a request may send where the answer's reading differs (fields with a default may be left out).</p>
<ul class="schemas">${schemas.join('\n')}</ul>
</section>
</main>
</body>
</html>
`;
}

function operationHtml(
  operation: OpenApiOperation & { path: string; method: string },
  components: Record<string, JsonSchema>,
): string {
  const access = operation['x-access'];
  const parameters = (operation.parameters ?? []).filter(
    (parameter): parameter is OpenApiParameter => !('$ref' in parameter),
  );
  const csrf = (operation.parameters ?? []).some((parameter) => '$ref' in parameter);
  const body = operation.requestBody?.content['application/json']?.schema;
  const answers = Object.entries(operation.responses);
  const successes = answers.filter(([, response]) => !('$ref' in response)) as [
    string,
    OpenApiResponse,
  ][];
  const errors = answers.filter(([, response]) => '$ref' in response).map(([status]) => status);
  return `<li><details id="${operation.operationId}">
<summary><span class="method ${operation.method}">${operation.method.toUpperCase()}</span> <code class="path">${escapeHtml(operation.path)}</code> <span class="summary">${escapeHtml(operation.summary)}</span> <span class="access ${access}">${ACCESS_LABEL[access]}</span></summary>
<div class="operation">
${operation.description
  .split('\n\n')
  .map((paragraph) => `<p>${inlineMarkdown(paragraph)}</p>`)
  .join('')}
${csrf ? '<p>Send the header <code>x-requested-with: hub</code>.</p>' : ''}
${parameters.length ? `<h3>Parameters</h3><ul class="fields">${parameters.map(parameterHtml).join('')}</ul>` : ''}
${body ? `<h3>Request body</h3><div class="schema">${bodyHtml(body, components)}</div>` : ''}
<h3>Answers</h3>
<dl class="answers">${successes.map(([status, response]) => answerHtml(status, response, components)).join('')}
<dt>Errors</dt><dd>${errors.map((status) => `<a href="#${errorAnchor(status)}">${status}</a>`).join(' ')}</dd></dl>
</div>
</details></li>`;
}

function parameterHtml(parameter: OpenApiParameter): string {
  const optional = parameter.required ? '' : ' <span class="optional">optional</span>';
  return `<li><code class="field">${escapeHtml(parameter.name)}</code> <span class="where">in ${parameter.in}</span>${optional}: ${schemaHtml(parameter.schema)}</li>`;
}

function answerHtml(
  status: string,
  response: OpenApiResponse,
  components: Record<string, JsonSchema>,
): string {
  const [type, media] = Object.entries(response.content ?? {})[0] ?? [];
  const events = media?.['x-events'];
  const detail = events
    ? `<ul class="fields">${Object.entries(events)
        .map(
          ([name, schema]) =>
            `<li>event <code class="field">${name}</code>: ${schemaHtml(schema)}</li>`,
        )
        .join('')}</ul>`
    : type === 'application/json' && media
      ? `: ${bodyHtml(media.schema, components)}`
      : type
        ? `: <code>${escapeHtml(type)}</code>`
        : '';
  return `<dt>${status}</dt><dd>${inlineMarkdown(response.description)}${detail}</dd>`;
}

/** The documents' descriptions mark code with backticks, as Markdown does; nothing else. */
function inlineMarkdown(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}
