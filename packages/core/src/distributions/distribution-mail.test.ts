import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DESTINATION_PROBLEMS, FILE_VERIFICATION_TEXT } from '@masterport/contract';
import type { DestinationItem, DistributionItem } from '@masterport/data';
import { mailer, type OutgoingMail } from '../adapters/mailer.ts';
import { resetConfig } from '../config.ts';
import { mailDestinationDelivered, nextStep } from './distribution-mail.ts';

const now = '2026-11-26T15:00:00.000Z';
const distribution = { id: 'd1', ref_number: 'K7Q2M9X4T1', draft: {}, created_by: 'u' } as unknown as DistributionItem;
const file = (name: string, verified_by: DestinationItem['files'][number]['verified_by']) => ({
  master_file_id: 'm1',
  document_id: null,
  output_key: 'MXF1080_SLATED',
  name,
  size: 10,
  bytes_sent: 10,
  sha256: 'a'.repeat(64),
  verified_by,
  delivered_on: now,
  loudness: null,
  true_peak: null,
});
const destination = (language: 'en' | 'fr', files: DestinationItem['files']) =>
  ({ call_letters: 'CFTM', language, method: 'ftp', link: null, files, attempts: 1 }) as unknown as DestinationItem;

describe('delivery mails', () => {
  let sent: OutgoingMail[] = [];
  beforeEach(() => {
    vi.stubEnv('APP_URL', 'https://app.example');
    resetConfig();
    sent = [];
    vi.spyOn(mailer, 'send').mockImplementation(async (mail) => {
      sent.push(mail);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    resetConfig();
  });

  it("say plainly, in the station's language, which files only their size proves", async () => {
    await mailDestinationDelivered(
      distribution,
      destination('fr', [file('spot.mxf', 'size'), file('spot.xml', 'read_back')]),
      'Agence Nord',
      ['a@station.test'],
    );
    await mailDestinationDelivered(distribution, destination('en', [file('spot.mxf', 'size_sha256')]), 'North Agency', [
      'b@station.test',
    ]);

    expect(sent[0]!.text).toContain(`spot.mxf : ${FILE_VERIFICATION_TEXT.size.fr}`);
    expect(sent[0]!.text).not.toContain('spot.xml :');
    expect(sent[1]!.text).not.toContain(FILE_VERIFICATION_TEXT.size.en);
  });

  it('tell the station and the sender what to do next for every problem, in both languages', () => {
    for (const problem of DESTINATION_PROBLEMS) {
      for (const language of ['en', 'fr'] as const) {
        expect(nextStep(problem, 'station', language), `${problem} ${language}`).toMatch(/\S{3,}/);
        expect(nextStep(problem, 'sender', language), `${problem} ${language}`).toMatch(/\S{3,}/);
      }
    }
    expect(nextStep('disk_full', 'sender', 'en')).toContain('Redistribute');
  });
});
