/**
 * The build's second step (`npm run build` = `vite build && node scripts/prerender.mjs`):
 * renders the first screen of a signed-out English first visit — the sign-in page — into
 * the built index.html's #root, so it paints before any JavaScript has run; src/main.tsx
 * then hydrates it. Also puts into <head> the tiny inline check that hides that markup
 * before the first paint when the visit's first screen is another one (a stored session,
 * another language, another route). src/prerender/entry.tsx is built for Node into a
 * temporary folder under node_modules/.cache (so its imports of React and friends resolve)
 * and removed afterwards.
 *
 * Usage: node scripts/prerender.mjs [client dir, default dist]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The page's stylesheets (the entry's, a few KB) inlined: the only resources the first
 * paint waits for, so the sign-in page paints after the HTML alone, one round trip sooner.
 */
function inlineStylesheets(page, clientDir) {
  return page.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/g, (_, file) => {
    const css = fs.readFileSync(path.join(clientDir, file), 'utf8').replace(/<\/style/gi, '<\\/style');
    return `<style>${css}</style>`;
  });
}

/** Prerenders into `clientDir`/index.html, which `vite build` has just written (its #root still empty). */
export async function prerender(clientDir) {
  const file = path.join(clientDir, 'index.html');
  const page = fs.readFileSync(file, 'utf8');
  if (!page.includes(EMPTY_ROOT)) throw new Error(`${file} has no empty ${EMPTY_ROOT} (already prerendered?)`);
  const cache = path.join(ROOT, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const outDir = fs.mkdtempSync(path.join(cache, 'glint-prerender-'));
  try {
    await build({
      root: ROOT,
      configFile: path.join(ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      build: { ssr: 'src/prerender/entry.tsx', outDir, emptyOutDir: true, sourcemap: false, minify: false, copyPublicDir: false },
    });
    const entry = fs.readdirSync(outDir).find((name) => /^entry\.m?js$/.test(name));
    if (entry === undefined) throw new Error(`the prerender build wrote no entry file into ${outDir}`);
    const { renderFirstScreen } = await import(pathToFileURL(path.join(outDir, entry)).href);
    const screen = await renderFirstScreen();
    // Replacer functions: the markup may contain `$` sequences String.replace would expand.
    const html = inlineStylesheets(page, clientDir)
      .replace(/\n?\s*<\/head>/, () => `\n    <style>${screen.headStyle}</style>\n    <script>${screen.headScript}</script>\n  </head>`)
      .replace(EMPTY_ROOT, () => `<div id="root">${screen.html}</div>`);
    fs.writeFileSync(file, html);
    return { bytes: Buffer.byteLength(screen.html) };
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const clientDir = path.resolve(process.argv[2] ?? path.join(ROOT, 'dist'));
  const { bytes } = await prerender(clientDir);
  console.log(`prerendered the sign-in page into ${path.join(clientDir, 'index.html')} (${bytes} bytes of markup)`);
}
