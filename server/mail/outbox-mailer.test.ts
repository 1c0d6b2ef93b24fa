import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './create-mailer.js';
import { createOutboxMailer, type OutboxFile } from './outbox-mailer.js';

const dirs: string[] = [];
const tempDir = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glint-mail-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const readOutbox = (dir: string): OutboxFile[] =>
  fs.readdirSync(dir).sort().map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as OutboxFile);

describe('outbox mailer', () => {
  it('writes one JSON file per mail under DATA_DIR/outbox, in sending order', async () => {
    const dataDir = tempDir();
    const mailer = createOutboxMailer(dataDir, { now: () => Date.UTC(2025, 0, 1) });
    await mailer.send({ to: 'a@example.com', subject: 'One', text: 'Your Glint verification code is 1234' });
    await mailer.send({ to: 'a@example.com', subject: 'Two', text: 'Your Glint verification code is 5678' });
    const files = readOutbox(path.join(dataDir, 'outbox'));
    expect(files.map((file) => file.subject)).toEqual(['One', 'Two']);
    expect(files[0]).toMatchObject({ to: 'a@example.com', text: 'Your Glint verification code is 1234', sentAt: '2025-01-01T00:00:00.000Z' });
  });

  it('keeps file names safe whatever the address contains', async () => {
    const dataDir = tempDir();
    const mailer = createOutboxMailer(dataDir, { now: () => 1 });
    await mailer.send({ to: '../../evil/"x"@example.com', subject: 's', text: 't' });
    const names = fs.readdirSync(path.join(dataDir, 'outbox'));
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^0000000000001-1-[a-z0-9@._-]+\.json$/i);
    expect(names[0]).not.toContain('/');
  });

  it('uses the outbox when no SMTP server is configured', async () => {
    const dataDir = tempDir();
    await createMailer({ dataDir, smtpUrl: undefined, embedded: true }, { now: () => 5 }).send({ to: 'b@example.com', subject: 's', text: 't' });
    expect(readOutbox(path.join(dataDir, 'outbox'))).toHaveLength(1);
  });
});
