import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { PUZZLE_TIME_ZONE } from '../proto/src/clock';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * @hub/proto's top level only declares values (zod schemas, constants, a time-zone formatter) and
 * functions. Rolldown cannot tell that `PuzzleTemplate.extend(...)` or `.refine(...)` only builds
 * a value, so it kept every schema of a proto module, and zod with them, in any chunk that used
 * one function or constant of it (Wordree's and Bloom's pages for `wordScore` or `boardWarnings`).
 * Each declared value computed by a call is wrapped in an IIFE marked pure: kept and run as before
 * where it is used, dropped where it is not.
 */
function pureProtoValues(): Plugin {
  const protoSource = /[\\/]proto[\\/]src[\\/][^\\/]+(?<!\.test)\.ts$/;
  return {
    name: 'hub:pure-proto-values',
    transform(code, id) {
      if (!protoSource.test(id)) return null;
      const edits: { at: number; text: string }[] = [];
      for (const statement of this.parse(code).body) {
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const { init } of declaration.declarations) {
          if (init?.type !== 'CallExpression' && init?.type !== 'NewExpression') continue;
          edits.push({ at: init.start, text: '/* @__PURE__ */ (() => (' });
          edits.push({ at: init.end, text: '))()' });
        }
      }
      if (edits.length === 0) return null;
      let result = code;
      for (const { at, text } of edits.sort((a, b) => b.at - a.at)) {
        result = result.slice(0, at) + text + result.slice(at);
      }
      return { code: result, map: null };
    },
  };
}

// The chunks, by hand (issue 15). Left to itself, Rolldown split every shared module into a chunk
// of its own: a game's first screen was some 30 requests after the entry, over the 6 connections
// HTTP/1.1 gives one origin, each a round trip on a phone. Now: the entry holds all the first
// screen needs; zod; one chunk per proto module; 'kit' (what pages share: the back button, the ad
// slot, icons, lib, TanStack's mutations); 'radix' (Radix but Select, with the site's dialog and
// switch, which Bloom's game and the profile's reminders share);
// Radix Select, which Wordree loads after its first paint; and one chunk per game. A module goes
// to the group of highest priority whose test it passes.
const RADIX =
  /src[\\/]components[\\/](dialog[\\/]|Switch\.)|@radix-ui[\\/]react-(?!select|popper|arrow|toast)|react-remove-scroll|aria-hidden|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|tslib/;
const SELECT =
  /@radix-ui[\\/]react-(select|popper|arrow)[\\/]|floating-ui|games[\\/]wordree[\\/]panels[\\/]DifficultySelect\.tsx/;
// The archive's button and paths too: every game's daily page shows the button, and in one
// game's chunk it made the other games' daily pages download that chunk. So with the challenge
// screens' lazy loaders.
const KIT =
  /src[\\/](components[\\/](BackToHubButton|ads[\\/]|archive[\\/](ArchiveLink|paths)\.|challenge[\\/]lazy\.)|lib[\\/]|consent[\\/])|lucide-react|@tanstack/;
const PROTO = /[\\/]proto[\\/]src[\\/](?!auth|site)/;
/** One chunk per proto module: a page builds only its own game's schemas as it loads. */
const protoName = (id: string) => `proto-${id.replace(/^.*[\\/]|\.ts$/g, '')}`;
/**
 * A game's schemas/ folder (what it reads with zod) loads with its first answer, not its page;
 * its archive/ screen is a chunk of its own, so today's daily never downloads it; nor does its
 * first screen download the clock (wordree/logic/clock.ts, bloom/clock.ts).
 */
const WORDREE = /src[\\/]games[\\/]wordree[\\/](?!logic[\\/]clock|schemas[\\/]|archive[\\/])/;
const BLOOM = /src[\\/]games[\\/]bloom[\\/](?!clock\.ts|schemas[\\/]|archive[\\/])/;
/** Lazy components (MenuDrawer, Toaster) keep chunks of their own. */
const kitName = (
  id: string,
  ctx: { getModuleInfo(id: string): { dynamicImporters: string[] } | null },
) => (ctx.getModuleInfo(id)?.dynamicImporters.length ? null : 'kit');

/**
 * A first visit to a game's page used to download the page's chunks only once the entry had
 * downloaded and run (routes.tsx asks for them then): on a phone, most of a second after the
 * entry's own request. A few hundred bytes of script, loaded async by index.html beside the entry,
 * ask for them at once when the address is one of `pages` (path: the page's modules): the chunks
 * each module statically needs and their stylesheets, as the entry would (preloads it then
 * reuses). Not a page's schemas/ folder, nor zod: the page paints without them and loads them once
 * it has painted (src/lib/firstScreen.ts); downloaded beside the page's chunks they slowed those
 * (and the entry) on a phone's link, and their evaluation held up the first paint.
 *
 * On every page, the script also builds a formatter of the puzzle day's time zone, and drops it.
 * A page's first Intl formatter starts the browser's ICU: 15-60 ms of a desktop's main thread
 * (then under 1 ms each), which otherwise fell in the first render of the page's answer, after
 * its first paint (Lighthouse's blocking time, at four times that on a phone). Here it runs while
 * the main thread only waits for the entry to download.
 */
const warmClock = `try{new Intl.DateTimeFormat('en-US',{timeZone:${JSON.stringify(PUZZLE_TIME_ZONE)}}).format(0)}catch(e){}`;

function routePreload(pages: Record<string, string[]>): Plugin {
  let script: string | undefined;
  return {
    name: 'hub:route-preload',
    apply: 'build',
    // Before Vite writes index.html (its own generateBundle), which then names the script.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = new Map<string, Rollup.OutputChunk>();
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk') chunks.set(file.fileName, file);
        }
        const files: Record<string, string[]> = {};
        for (const [path, modules] of Object.entries(pages)) {
          const needed = new Set<string>();
          const visit = (chunk: Rollup.OutputChunk | undefined) => {
            if (!chunk || chunk.isEntry || needed.has(chunk.fileName)) return;
            needed.add(chunk.fileName);
            for (const imported of chunk.imports) visit(chunks.get(imported));
          };
          for (const module of modules) {
            const holder = [...chunks.values()].find((chunk) =>
              chunk.moduleIds.some((id) => id.endsWith(module)),
            );
            if (!holder) throw new Error(`route preload: no chunk holds ${module}`);
            visit(holder);
          }
          const styles = [...needed].flatMap((file) => [
            ...(chunks.get(file)?.viteMetadata?.importedCss ?? []),
          ]);
          files[path] = [...needed, ...styles].map((file) => `/${file}`);
        }
        // The downloads first, then the clock.
        const source = `(function(){var f=${JSON.stringify(files)}[location.pathname.replace(/\\/+$/,'')];if(f)f.forEach(function(h){var l=document.createElement('link'),s=/\\.css$/.test(h);l.rel=s?'preload':'modulepreload';if(s)l.as='style';l.crossOrigin='';l.href=h;document.head.appendChild(l)});${warmClock}})();`;
        script = this.getFileName(
          this.emitFile({ type: 'asset', name: 'route-preload.js', source }),
        );
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        script
          ? {
              html,
              tags: [
                { tag: 'script', attrs: { async: true, src: `/${script}` }, injectTo: 'head' },
              ],
            }
          : html,
    },
  };
}

/**
 * @hub/proto only declares constants, functions and zod schemas: a chunk that needs one constant
 * (the CSRF header) must not carry every game's schemas, nor zod with them. Nor must the service
 * worker, which sends that header and names the reminders' stop button (sw/reminders.ts).
 */
const PROTO_TREESHAKE = {
  moduleSideEffects: [{ test: /\/proto\/src\//, sideEffects: false }],
  // `z.object(...)` and friends only build a schema; `z` is zod's namespace wherever the web
  // bundle (proto, web/src) uses the name.
  manualPureFunctions: ['z'],
};

// During development the gateway runs on its own port; the browser still talks to one origin.
const apiProxy = { '/api': { target: 'http://127.0.0.1:8080' } };

export default defineConfig({
  root,
  base: '/',
  plugins: [
    react(),
    pureProtoValues(),
    // The game pages whose routes preload their chunks (routes.tsx, each game's preload.ts).
    routePreload({
      '/game/wordree': ['src/games/wordree/WordreePage.tsx'],
      '/game/bloom': ['src/games/bloom/BloomPage.tsx'],
      '/game/jotto': ['src/games/jotto/hub/JottoHub.tsx'],
    }),
    // Installable, and today's puzzles readable offline: the web app manifest, and a service
    // worker of our own (sw/sw.ts) given the list of the build's files to keep on the device.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // Registered by the app itself after the page has loaded (src/pwa/register.ts).
      injectRegister: false,
      manifest: {
        name: 'Daily Puzzle Games',
        short_name: 'Puzzles',
        description: 'Daily word and logic puzzles: Wordree, Jotto and Bloom.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f8f5ef',
        theme_color: '#2a1f6e',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      injectManifest: {
        // The admin's screens are for the few: fetched when opened, never kept ahead.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['**/Admin*', '**/.vite/**'],
        // The worker's own build reads @hub/proto as the app's does (PROTO_TREESHAKE). The plugin
        // types these options as Rollup's; Vite 8 builds the worker with Rolldown, which takes
        // them as the app's build does.
        rollupOptions: { treeshake: PROTO_TREESHAKE as never },
        buildPlugins: { vite: [pureProtoValues()] },
      },
    }),
    // Compressed once, at build time, at the strongest settings: the gateway serves the .br or .gz
    // copy beside a file to a browser that accepts it. A copy only where it is smaller.
    compression({
      include: /\.(html|js|css|svg|json|webmanifest)$/,
      exclude: /(^|[\\/])\.vite[\\/]/, // the build's manifest, for the size budget; not served
      algorithms: [
        defineAlgorithm('brotliCompress', {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }),
        defineAlgorithm('gzip', { level: constants.Z_BEST_COMPRESSION }),
      ],
      skipIfLargerOrEqual: true,
    }),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // scripts/size-budget.ts reads which chunks the first screen loads from it.
    manifest: true,
    rolldownOptions: {
      treeshake: PROTO_TREESHAKE,
      // Named, so the size budget's table says what each lazy chunk is.
      output: {
        codeSplitting: {
          groups: [
            // One request for the first screen (it was three: the JSX runtime and icons apart).
            { name: 'index', tags: ['$initial'], priority: 50 },
            // With the contracts every game's schemas import (games.ts, archive.ts).
            {
              name: 'zod',
              test: /node_modules[\\/]zod[\\/]|[\\/]proto[\\/]src[\\/](games|archive)\.ts$/,
              priority: 40,
            },
            // Each module alone (not with the modules it imports, as admin.ts imports every game's).
            {
              name: protoName,
              debugName: 'proto',
              test: PROTO,
              priority: 30,
              includeDependenciesRecursively: false,
            },
            { name: kitName, debugName: 'kit', test: KIT, priority: 25 },
            { name: 'radix', test: RADIX, priority: 20 },
            // Not with its labels and styles: the page draws the trigger from them until it comes.
            { name: 'select', test: SELECT, priority: 15, includeDependenciesRecursively: false },
            // A game's own modules only: with what they import, the first game's chunk took the
            // modules the games share (the completion dialog's chart and its progress calls), and
            // Bloom's page loaded all of Wordree's chunk for them.
            { name: 'wordree', test: WORDREE, priority: 10, includeDependenciesRecursively: false },
            { name: 'bloom', test: BLOOM, priority: 10, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
