import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffAccounts, parseAdminArgs } from '../src/cli/admin.ts';

describe('npm run admin', () => {
  it('reads create --email --name --role, admin by default', () => {
    expect(parseAdminArgs(['create', '--email', 'ops@example.com', '--name', 'Ops'])).toEqual({
      email: 'ops@example.com',
      name: 'Ops',
      role: 'admin',
    });
    expect(parseAdminArgs(['create', '--email', 'mod@example.com', '--role', 'moderator']).role).toBe(
      'moderator',
    );
  });

  it('refuses a missing command, e-mail or unknown role with the usage', () => {
    expect(() => parseAdminArgs([])).toThrow(/Usage/);
    expect(() => parseAdminArgs(['create'])).toThrow(/--email is required/);
    expect(() => parseAdminArgs(['create', '--email', 'x@example.com', '--role', 'root'])).toThrow(
      /--role must be/,
    );
  });

  describe('against the embedded database', () => {
    let dataDir: string;
    const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
    beforeAll(async () => {
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sofascout-admin-'));
      process.env.DATA_DIR = dataDir;
      delete process.env.DATABASE_URL;
    });
    afterAll(async () => {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    });

    it('creates the first admin, then changes the role of the same account', async () => {
      const [admin] = await createStaffAccounts([
        { email: 'Owner@Example.com', name: 'Owner', role: 'admin', password: 'Owner-2026' },
      ]);
      expect(admin).toMatchObject({ email: 'owner@example.com', role: 'admin', isBanned: false });
      const [again] = await createStaffAccounts([
        { email: 'owner@example.com', name: 'Owner', role: 'moderator' },
      ]);
      expect(again).toMatchObject({ id: admin!.id, role: 'moderator' });
      await expect(
        createStaffAccounts([{ email: 'new@example.com', name: 'New', role: 'admin' }]),
      ).rejects.toThrow(/needs a password/);
    });

    it('refuses the database a running server has open, and takes over a lock its dead owner left', async () => {
      const lock = path.join(dataDir, 'db.lock');
      // The server: another process, alive (vitest's own parent stands for it).
      await fs.writeFile(lock, String(process.ppid));
      await expect(
        createStaffAccounts([{ email: 'owner@example.com', name: 'Owner', role: 'admin' }]),
      ).rejects.toThrow(/open in another process \(pid \d+\).*Stop it first/);
      expect(await fs.readFile(lock, 'utf8')).toBe(String(process.ppid));
      // A process that has exited (a crash): its lock is stale.
      const gone = await new Promise<number>((resolve) => {
        const child = spawn(process.execPath, ['-e', '0']);
        child.on('exit', () => resolve(child.pid!));
      });
      await fs.writeFile(lock, String(gone));
      const [admin] = await createStaffAccounts([
        { email: 'owner@example.com', name: 'Owner', role: 'admin' },
      ]);
      expect(admin).toMatchObject({ role: 'admin' });
      // Released on close.
      await expect(fs.access(lock)).rejects.toThrow();
    });
  });
});
