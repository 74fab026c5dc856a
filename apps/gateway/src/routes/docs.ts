// The API's own description, public: the OpenAPI 3.1 document at /openapi.json and a reference page at /docs rendered
// by Scalar's standalone bundle, which the gateway serves itself from node_modules (no CDN: the page works offline and
// on networks that block third-party scripts). Fonts come from the system (withDefaultFonts false) for the same reason.
import path from 'node:path';
import express, { type Router } from 'express';
import { buildOpenApiDocument } from '../openapi/document';

export const DOCS_ASSETS_PATH = '/docs/assets';

/** Directory of Scalar's browser bundle (standalone.js and its chunks). */
export function scalarBundleDir(): string {
  // The package exports no browser entry, but its style sheet sits next to the `browser/` folder.
  return path.join(path.dirname(require.resolve('@scalar/api-reference/style.css')), 'browser');
}

export function referencePage(specUrl: string): string {
  const config = {
    url: specUrl,
    withDefaultFonts: false,
    telemetry: false,
    // Hosted extras that would call scalar.com from the reader's browser.
    agent: { disabled: true },
    mcp: { disabled: true },
    metaData: { title: 'Engram API reference' },
  };
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Engram API reference</title>
    <link rel="icon" href="data:," />
    <style>
      /* Scalar's base style sheet names its Inter web font (on Scalar's font host) whatever withDefaultFonts says; with
         its font variables pointing at system fonts from the first paint, the browser never asks for it. */
      :root, .light-mode, .dark-mode, .scalar-app { --scalar-font: ui-sans-serif, system-ui, sans-serif; --scalar-font-code: ui-monospace, monospace; }
    </style>
  </head>
  <body>
    <div id="api-reference"></div>
    <script src="${DOCS_ASSETS_PATH}/standalone.js"></script>
    <script>Scalar.createApiReference('#api-reference', ${JSON.stringify(config)});</script>
  </body>
</html>
`;
}

export function docsRoutes(app: Router): void {
  // Built once per app: the document only changes with the code.
  const body = JSON.stringify(buildOpenApiDocument());
  const page = referencePage('/openapi.json');

  app.get('/openapi.json', (_req, res) => {
    res.type('application/json').send(body);
  });
  app.get('/docs', (_req, res) => {
    res.type('text/html').send(page);
  });
  app.use(
    DOCS_ASSETS_PATH,
    express.static(scalarBundleDir(), { index: false, fallthrough: true, maxAge: '1h', dotfiles: 'ignore' }),
  );
}
