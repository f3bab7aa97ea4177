/**
 * The docs page's look, inline in the page (the CSP allows inline styles, not scripts): the web
 * app's colours and type, in a light and a dark theme after the reader's system.
 */
export const PAGE_STYLE = `
:root {
  color-scheme: light dark;
  --bg: #f8f5ef; --surface: #fff; --ink: #1f1b2d; --muted: #5a5570;
  --border: rgb(31 27 45 / 14%); --link: #4a2fc4; --focus: #7c5cff;
  --get: #0a6b60; --post: #4a2fc4; --code: #f2eee7;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #14112a; --surface: #1f1b3a; --ink: #f1eefc; --muted: #b9b3d6;
    --border: rgb(241 238 252 / 16%); --link: #b9a8ff; --get: #0a6b60; --post: #5b3fd9;
    --code: #2a2550;
  }
}
* { box-sizing: border-box; }
body {
  margin: 0 auto; max-width: 64rem; padding: 1.5rem 1rem 4rem;
  background: var(--bg); color: var(--ink);
  font: 1rem/1.55 ui-rounded, 'Nunito', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
}
a { color: var(--link); }
a:focus-visible, summary:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
code { font: 0.9em/1.4 ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace; background: var(--code); padding: 0.05em 0.3em; border-radius: 0.25em; overflow-wrap: anywhere; }
h1 { font-size: 2rem; margin: 0.25rem 0 0.5rem; }
h2 { font-size: 1.4rem; margin: 2.5rem 0 0.25rem; text-transform: capitalize; }
h3 { font-size: 1rem; margin: 1rem 0 0.25rem; }
.home { margin: 0; }
nav ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; padding: 0; list-style: none; }
nav a { text-transform: capitalize; }
ul.operations, ul.schemas { list-style: none; padding: 0; margin: 0.75rem 0 0; }
ul.operations > li { margin: 0 0 0.5rem; }
details { background: var(--surface); border: 1px solid var(--border); border-radius: 0.75rem; }
summary {
  display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.25rem 0.6rem;
  padding: 0.6rem 0.8rem; cursor: pointer; border-radius: 0.75rem;
}
summary { list-style: none; }
summary::-webkit-details-marker { display: none; }
/* The disclosure's arrow, which a flex summary loses: a chevron turning down when open. */
summary::before {
  content: ''; align-self: center; width: 0.45rem; height: 0.45rem; margin-right: 0.2rem;
  border: solid var(--muted); border-width: 0 2px 2px 0; transform: rotate(-45deg);
  transition: transform 0.15s;
}
details[open] > summary::before { transform: rotate(45deg); }
@media (prefers-reduced-motion: reduce) { summary::before { transition: none; } }
summary .summary { flex: 1 1 14rem; color: var(--muted); }
.path { background: none; padding: 0; font-weight: 600; }
.method {
  display: inline-block; min-width: 3.4rem; text-align: center; border-radius: 0.4rem;
  padding: 0.05rem 0.4rem; color: #fff; font-weight: 700; font-size: 0.8rem; letter-spacing: 0.04em;
}
.method.get { background: var(--get); }
.method.post { background: var(--post); }
.access { font-size: 0.8rem; border: 1px solid var(--border); border-radius: 1rem; padding: 0 0.5rem; color: var(--muted); }
.access.admin, .access.account { color: var(--ink); font-weight: 600; }
.operation { padding: 0 1rem 1rem; border-top: 1px solid var(--border); }
.schema { margin: 0.25rem 0; }
ul.fields { margin: 0.25rem 0; padding-left: 1.25rem; }
ul.fields li { margin: 0.15rem 0; }
ol.options { margin: 0.25rem 0; padding-left: 1.5rem; }
ol.options > li { margin: 0.4rem 0; }
.field { font-weight: 600; }
.optional, .where, .format { color: var(--muted); font-size: 0.9em; }
dl { margin: 0.25rem 0; display: grid; grid-template-columns: max-content 1fr; gap: 0.3rem 1rem; }
dt { font-weight: 700; }
dd { margin: 0; }
ul.schemas > li { background: var(--surface); border: 1px solid var(--border); border-radius: 0.75rem; padding: 0.25rem 1rem 0.5rem; margin: 0 0 0.5rem; }
ul.schemas > li:target { outline: 3px solid var(--focus); }
ul.schemas h3 { margin-top: 0.5rem; }
`;
