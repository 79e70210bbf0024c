import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { repoRoot } from '../../scripts/lib/paths';

/**
 * The two floors each public route is compared with, served beside the site from the same
 * server (same compression, headers and throttling):
 * - no JavaScript: the home page's own HTML with every script removed, so its LCP is what the
 *   prerendered markup, CSS and images give before any script;
 * - the JS stack: the smallest React 19 + React Router 7 + MUI 9 app (a themed heading and a
 *   button on one route), built here from a tiny fixture with the site's versions, so its JS is
 *   what the stack costs before any of our code.
 */
export const floorPaths = { noJs: '/__floor/no-js/', stack: '/__floor/stack/' } as const;

/** The home page without any <script> or module preload. */
export function writeNoJsFloor(siteDir: string): void {
  const html = readFileSync(join(siteDir, 'index.html'), 'utf8')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
  const dir = join(siteDir, floorPaths.noJs);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), html);
}

const fixtureHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Stack floor</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./main.tsx"></script>
  </body>
</html>
`;

const fixtureMain = `import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

const theme = createTheme();

function Home() {
  return (
    <main>
      <Typography variant="h1">Stack floor</Typography>
      <Button variant="contained">A button</Button>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <BrowserRouter basename="${floorPaths.stack.slice(0, -1)}">
      <Routes>
        <Route path="/" element={<Home />} />
      </Routes>
    </BrowserRouter>
  </ThemeProvider>,
);
`;

/** Builds the stack floor into the served copy of the site; resolves the site's packages. */
export async function buildStackFloor(siteDir: string): Promise<void> {
  // Inside the repository, so the fixture resolves the same node_modules as the site.
  const fixture = join(repoRoot, '.local', 'bench-stack-fixture');
  rmSync(fixture, { recursive: true, force: true });
  mkdirSync(fixture, { recursive: true });
  writeFileSync(join(fixture, 'index.html'), fixtureHtml);
  writeFileSync(join(fixture, 'main.tsx'), fixtureMain);
  await build({
    root: fixture,
    configFile: false,
    base: floorPaths.stack,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir: join(siteDir, floorPaths.stack),
      emptyOutDir: true,
      target: 'es2022',
    },
  });
}
