import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The build-output checks need apps/site/build/client. turbo builds before testing; when the tests
 * run on their own and no build exists yet, build once here.
 */
export default function setup() {
  const root = join(import.meta.dirname, '..');
  if (existsSync(join(root, 'build', 'client', 'index.html'))) return;
  execSync('npx react-router build', { cwd: root, stdio: 'inherit' });
}
