import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverDir } from '../src/paths.ts';

/**
 * The packaging of docs/deployment.md, checked by the tools themselves where this machine has
 * them: HAProxy's configuration check, systemd's unit verifier, and Docker (image build, a
 * container started and stopped) when a Docker daemon answers. Each skips with its reason.
 */
const root = join(serverDir, '..', '..');
const deploy = join(root, 'deploy');
const has = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const haproxy = has('haproxy', ['-v']);
const systemd = has('systemd-analyze', ['--version']);
const docker = has('docker', ['info']);

describe('deployment files', () => {
  it.skipIf(!haproxy)(`HAProxy accepts both configurations${haproxy ? '' : ' (skipped: no haproxy binary)'}`, () => {
    for (const file of ['haproxy.cfg', 'compose-haproxy.cfg']) {
      const check = spawnSync('haproxy', ['-c', '-f', join(deploy, file)], { encoding: 'utf8' });
      expect(check.status, `${file}: ${check.stdout}${check.stderr}`).toBe(0);
    }
  });

  it.skipIf(!systemd)(`systemd verifies the units${systemd ? '' : ' (skipped: no systemd-analyze)'}`, () => {
    const units = ['kampus.service', 'kampus-backup.service', 'kampus-backup.timer'].map((unit) =>
      join(deploy, 'systemd', unit),
    );
    const check = spawnSync('systemd-analyze', ['verify', '--man=no', ...units], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
    expect(check.stderr).not.toMatch(/kampus/);
  });

  it.skipIf(!docker)(
    `the image builds, its container gets ready and stops on SIGTERM${docker ? '' : ' (skipped: no Docker daemon)'}`,
    () => {
      execFileSync('docker', ['build', '-q', '-f', join(deploy, 'Dockerfile'), '-t', 'kampus-deploy-test', root]);
      execFileSync('docker', ['compose', '-f', join(deploy, 'compose.yml'), 'config', '-q']);
      const id = execFileSync('docker', ['run', '-d', '-e', 'KAMPUS_DEMO=0', 'kampus-deploy-test'], {
        encoding: 'utf8',
      }).trim();
      try {
        let health = '';
        for (let i = 0; i < 120 && health !== 'healthy'; i++) {
          health = execFileSync('docker', ['inspect', '-f', '{{.State.Health.Status}}', id], {
            encoding: 'utf8',
          }).trim();
          if (health !== 'healthy') execFileSync('sleep', ['1']);
        }
        expect(health).toBe('healthy');
        execFileSync('docker', ['stop', '-t', '35', id]);
        expect(execFileSync('docker', ['inspect', '-f', '{{.State.ExitCode}}', id], { encoding: 'utf8' }).trim()).toBe(
          '0',
        );
      } finally {
        spawnSync('docker', ['rm', '-f', id], { stdio: 'ignore' });
      }
    },
    900_000,
  );
});
