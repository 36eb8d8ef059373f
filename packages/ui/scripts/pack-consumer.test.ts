// @vitest-environment node
/**
 * Proves the package is reusable as published: build (if needed), `pnpm pack`, install the tarball
 * into a scratch app outside the workspace, type-check it with tsc and bundle it with Vite.
 * No registry access: the scratch app links react, react-dom, typescript and vite (and the ui's
 * own runtime dependencies) from this workspace's node_modules.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extendedFontFiles, fontFiles } from '../src/fonts';
import { cssLayer } from '../src/theme/layer';

const pkgDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const workspaceRoot = resolve(pkgDir, '../..');
const distDir = join(pkgDir, 'dist');
/** Each family's main file and its Latin-1 and Latin Extended files. */
const fontNames = [
  ...Object.values(fontFiles),
  ...Object.values(extendedFontFiles).flatMap((files) => Object.values(files)),
];
const distFiles = ['index.js', 'index.d.ts', 'style.css', ...fontNames.map((f) => `fonts/${f}`)];

function run(command: string, args: string[], cwd: string) {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      stdio: 'pipe',
      env: { ...process.env, NODE_ENV: 'production', npm_config_update_notifier: 'false' },
    });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(
      `${command} ${args.join(' ')} failed in ${cwd}\n${e.stdout ?? ''}\n${e.stderr ?? ''}\n${e.message}`,
    );
  }
}

function newestSourceTime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSourceTime(path));
    else if (!/\.(test|stories)\.tsx?$/.test(entry.name))
      newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Under turbo, `build` has just run (packages/ui/turbo.json: test dependsOn build) and other tasks may
 * be reading dist, so only a missing dist is built. Run standalone, a stale dist is rebuilt too.
 */
function ensureBuilt() {
  const missing = distFiles.some((f) => !existsSync(join(distDir, f)));
  if (!missing && process.env.TURBO_HASH) return;
  const sources = Math.max(
    newestSourceTime(join(pkgDir, 'src')),
    statSync(join(pkgDir, 'tsup.config.ts')).mtimeMs,
    statSync(join(pkgDir, 'package.json')).mtimeMs,
  );
  if (missing || statSync(join(distDir, 'style.css')).mtimeMs < sources) {
    run(process.execPath, [join(pkgDir, 'node_modules/tsup/dist/cli-default.js')], pkgDir);
  }
}

/** Symlink a package installed in the workspace into the scratch app's node_modules. */
function linkFromWorkspace(appModules: string, name: string) {
  const candidates = [
    join(pkgDir, 'node_modules', name),
    join(workspaceRoot, 'node_modules', name),
  ];
  const source = candidates.find((c) => existsSync(c));
  if (!source) throw new Error(`${name} is not installed in the workspace`);
  const target = join(appModules, name);
  mkdirSync(dirname(target), { recursive: true });
  symlinkSync(realpathSync(source), target, 'dir');
}

const mainTsx = `
import '@agency/ui/style.css';
import interUrl from '@agency/ui/fonts/inter-latin-wght-normal.woff2?url';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Button,
  ButtonLink,
  Container,
  FeatureCard,
  Grid,
  LoadingState,
  Notice,
  Reveal,
  Section,
  SkipLink,
  StatTile,
  SubmitButton,
  TextArea,
  TextField,
  darkTheme,
  fontFiles,
  type ButtonProps,
  type LinkRenderProps,
} from '@agency/ui';

function AppLink({ children, ...props }: LinkRenderProps) {
  return <a {...props} data-app-link="">{children}</a>;
}

const cta: ButtonProps = { variant: 'secondary', size: 'lg', children: 'Start a Project' };
// @ts-expect-error the published types are real: unknown variants are rejected
const wrong: ButtonProps = { variant: 'danger', children: 'x' };

function App() {
  return (
    <div className={darkTheme}>
      <link rel="preload" href={interUrl} as="font" type="font/woff2" crossOrigin="anonymous" />
      <SkipLink />
      <Container as="main" id="main">
        <Section id="services" eyebrow="Services" title="Our Services" intro={fontFiles.text}>
          <Grid columns={3}>
            <Reveal delay={100}>
              <FeatureCard title="Development" href="/services/development" linkComponent={AppLink} />
            </Reveal>
            <StatTile value="500+" label="Satisfied clients" />
          </Grid>
          <Button {...cta} />
          <ButtonLink href="https://cal.com/example">Book Free Consultation</ButtonLink>
        </Section>
        <form aria-label="Contact">
          <TextField label="Email" type="email" required error="Email is required" />
          <TextArea label="Message" required />
          <Notice tone="error">Something went wrong. Please try again later.</Notice>
          <SubmitButton loading>Send Message</SubmitButton>
        </form>
        <LoadingState label="Loading Services..." />
      </Container>
    </div>
  );
}

createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);
export { wrong };
`;

describe('packed @agency/ui in a consumer outside the workspace', () => {
  let scratch = '';

  beforeAll(() => ensureBuilt(), 300_000);

  afterAll(() => {
    if (scratch && !process.env.KEEP_CONSUMER) rmSync(scratch, { recursive: true, force: true });
  });

  it('builds dist with index.js, index.d.ts, style.css and the font files', () => {
    for (const file of distFiles) expect(existsSync(join(distDir, file)), file).toBe(true);
    const css = readFileSync(join(distDir, 'style.css'), 'utf8');
    for (const font of fontNames) expect(css).toContain(`url("./fonts/${font}")`);
    expect(css).toMatch(/font-display:swap/);
    expect(css).toMatch(/font-family:Inter Fallback[^}]*size-adjust/);
  });

  it('puts all of its CSS in one cascade layer, so the unlayered rules of an app that uses it win', () => {
    for (const sheet of ['style.css', 'admin.css']) {
      const css = readFileSync(join(distDir, sheet), 'utf8');
      expect(css.startsWith(`@layer ${cssLayer}{`), sheet).toBe(true);
      expect(css.endsWith('}'), sheet).toBe(true);
      expect(css.indexOf('@layer', 1), sheet).toBe(-1);
    }
  });

  it('packs, installs, type-checks and bundles with Vite, keeping component styles and fonts', () => {
    scratch = mkdtempSync(join(tmpdir(), 'agency-ui-consumer-'));
    expect(relative(workspaceRoot, scratch).startsWith('..')).toBe(true);

    // 1. pnpm pack, the way the package would be published (catalog: versions resolved).
    const pnpm = join(workspaceRoot, 'node_modules/.bin/pnpm');
    const packed = JSON.parse(
      run(pnpm, ['pack', '--pack-destination', scratch, '--json'], pkgDir),
    ) as {
      filename: string;
      files: { path: string }[];
    };
    const packedFiles = packed.files.map((f) => f.path);
    for (const file of distFiles) expect(packedFiles).toContain(`dist/${file}`);
    // Only the build and the manifest/readme are published: no sources, tests or stories.
    expect(packedFiles).toContain('package.json');
    for (const file of packedFiles)
      expect(file).toMatch(/^(dist\/|package\.json$|README\.md$|LICENSE)/);

    // 2. Install the tarball by hand: extract it as node_modules/@agency/ui.
    const modules = join(scratch, 'node_modules');
    mkdirSync(join(modules, '@agency'), { recursive: true });
    run('tar', ['-xzf', packed.filename, '-C', join(modules, '@agency')], scratch);
    renameSync(join(modules, '@agency/package'), join(modules, '@agency/ui'));
    const manifest = JSON.parse(readFileSync(join(modules, '@agency/ui/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      peerDependencies: Record<string, string>;
    };
    for (const [name, range] of Object.entries({
      ...manifest.dependencies,
      ...manifest.peerDependencies,
    })) {
      expect(range, `${name} must have a publishable version range`).toMatch(/^[\^~]?\d/);
    }
    for (const name of [
      ...Object.keys(manifest.dependencies),
      'react',
      'react-dom',
      '@types/react',
      '@types/react-dom',
      'typescript',
      'vite',
    ]) {
      linkFromWorkspace(modules, name);
    }

    // 3. The scratch app.
    writeFileSync(
      join(scratch, 'package.json'),
      JSON.stringify(
        {
          name: 'agency-ui-consumer',
          private: true,
          type: 'module',
          dependencies: { '@agency/ui': `file:./${relative(scratch, packed.filename)}` },
        },
        null,
        2,
      ),
    );
    writeFileSync(
      join(scratch, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: ['vite/client'],
        },
        include: ['src'],
      }),
    );
    mkdirSync(join(scratch, 'src'));
    writeFileSync(join(scratch, 'src/main.tsx'), mainTsx);
    writeFileSync(
      join(scratch, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Consumer</title></head>' +
        '<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
    );
    writeFileSync(
      join(scratch, 'vite.config.js'),
      "export default { logLevel: 'warn', build: { outDir: 'out', assetsInlineLimit: 0 }, oxc: { jsx: { runtime: 'automatic' } } };\n",
    );

    // 4. Type-check against the packed declarations (skipLibCheck off: index.d.ts itself is checked).
    run(process.execPath, [join(modules, 'typescript/bin/tsc'), '-p', '.'], scratch);

    // 5. Bundle.
    run(process.execPath, [join(modules, 'vite/bin/vite.js'), 'build'], scratch);
    const assets = join(scratch, 'out/assets');
    const files = readdirSync(assets);
    const cssFile = files.find((f) => f.endsWith('.css'));
    const jsFile = files.find((f) => f.endsWith('.js'));
    expect(cssFile).toBeDefined();
    expect(jsFile).toBeDefined();
    const builtCss = readFileSync(join(assets, cssFile!), 'utf8');
    const builtJs = readFileSync(join(assets, jsFile!), 'utf8');

    // Every class and custom property of the ui's stylesheet made it into the app's CSS.
    const uiCss = readFileSync(join(distDir, 'style.css'), 'utf8').replace(/url\([^)]*\)/g, '');
    const classes = new Set([...uiCss.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!));
    expect(classes.size).toBeGreaterThan(50);
    const missing = [...classes].filter((c) => !builtCss.includes(`.${c}`));
    expect(missing).toEqual([]);
    expect(builtCss).toMatch(/min-height:44px/);
    expect(builtCss).toContain(`@layer ${cssLayer}{`);

    // Every font file is emitted and referenced by the CSS; the preload URL is the same asset.
    for (const font of fontNames) {
      const base = font.replace('.woff2', '');
      const emitted = files.find((f) => f.startsWith(base) && f.endsWith('.woff2'));
      expect(emitted, font).toBeDefined();
      expect(builtCss).toContain(emitted!);
    }
    const interAsset = files.find(
      (f) => f.startsWith('inter-latin-wght-normal') && f.endsWith('.woff2'),
    )!;
    expect(builtJs).toContain(interAsset);
    expect(files.filter((f) => f.endsWith('.woff2'))).toHaveLength(fontNames.length);

    // The components' code is in the bundle.
    expect(builtJs).toContain('(opens in a new tab)');
    expect(builtJs).toContain('Skip to main content');
  }, 300_000);
});
